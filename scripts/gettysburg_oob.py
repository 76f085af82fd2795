"""Orders of battle of the Army of the Potomac and the Army of Northern
Virginia at Gettysburg, 1-3 July 1863, by brigade, for
scripts/make-gettysburg-scenarios.py (the table format of scripts/scengen.py).

Shorthand: a line

    R MEN QUALITY [WEAPON]: regiment; regiment; ...

is a brigade of MEN engaged (John W. Busey and David G. Martin, Regimental
Strengths and Losses at Gettysburg, 4th ed. 2005, brigade totals, rounded
where the designer combined their figures) among the regiments named; the
generator fields it as ceil(MEN / cap) units of neighbouring regiments (cap
950 for the whole battle, 450 for the part scenarios), the men shared evenly
among the units. An `a` line is a group of batteries of one
battalion or artillery brigade (at most 12-14 guns, the weight one hex holds,
RULES §4), its guns the battalion's and its weapon the most common among
them. Organization: Official Records, Series I, vol. 27, part 1 pp. 155-168
(Army of the Potomac) and part 2 pp. 283-291 (Army of Northern Virginia).
Leader and unit ratings are the designer's judgement; where scenario 01
(McPherson's Ridge) fields the same men they are rated as there.
"""

UNION = """
side union
army u-aop B Maj. Gen. George G. Meade / Army of the Potomac
corps u-i A Maj. Gen. John F. Reynolds (Maj. Gen. Abner Doubleday) / I Corps
bde u-i-arty B Col. Charles S. Wainwright / I Corps Artillery Brigade
a Hall's 2nd Maine and Reynolds's L, 1st New York 240 B 12 3in
a Stewart's B, 4th U.S. and Cooper's B, 1st Pennsylvania 250 A 10 nap
a Stevens's 5th Maine 119 B 6 nap
div u-i1 B Brig. Gen. James S. Wadsworth / 1st Division, I Corps
bde u-meredith B Brig. Gen. Solomon Meredith / 1st Brigade, the Iron Brigade (Meredith)
R 1829 A: 19th Indiana; 24th Michigan; 2nd Wisconsin; 6th Wisconsin; 7th Wisconsin
bde u-cutler B Brig. Gen. Lysander Cutler / 2nd Brigade (Cutler)
R 2017 B: 7th Indiana; 76th New York; 84th New York (14th Brooklyn); 95th New York; 147th New York; 56th Pennsylvania
div u-i2 B Brig. Gen. John C. Robinson / 2nd Division, I Corps
bde u-paul C Brig. Gen. Gabriel R. Paul / 1st Brigade (Paul)
R 1537 C: 16th Maine; 13th Massachusetts; 94th New York; 104th New York; 107th Pennsylvania
bde u-baxter B Brig. Gen. Henry Baxter / 2nd Brigade (Baxter)
R 1452 B: 12th Massachusetts; 83rd New York (9th Militia); 97th New York; 11th Pennsylvania; 88th Pennsylvania; 90th Pennsylvania
div u-i3 D Brig. Gen. Thomas A. Rowley / 3rd Division, I Corps
bde u-biddle C Col. Chapman Biddle / 1st Brigade (Biddle)
R 1361 C: 80th New York (20th Militia); 121st Pennsylvania; 142nd Pennsylvania; 151st Pennsylvania
bde u-stone B Col. Roy Stone / 2nd Brigade, the Bucktails (Stone)
R 1317 C: 143rd Pennsylvania; 149th Pennsylvania; 150th Pennsylvania
bde u-stannard B Brig. Gen. George J. Stannard / 3rd Brigade, Vermont (Stannard)
R 1950 C: 13th Vermont; 14th Vermont; 16th Vermont
corps u-ii A Maj. Gen. Winfield S. Hancock / II Corps
bde u-ii-arty B Capt. John G. Hazard / II Corps Artillery Brigade
a Arnold's A and Brown's B, 1st Rhode Island 220 B 12 3in
a Cushing's A, 4th U.S. and Woodruff's I, 1st U.S. 240 A 12 nap
a Rorty's B, 1st New York 117 B 4 parr
div u-ii1 B Brig. Gen. John C. Caldwell / 1st Division, II Corps
bde u-cross B Col. Edward E. Cross / 1st Brigade (Cross)
R 853 B: 5th New Hampshire; 61st New York; 81st Pennsylvania; 148th Pennsylvania
bde u-kelly B Col. Patrick Kelly / 2nd Brigade, the Irish Brigade (Kelly)
R 532 B: 28th Massachusetts; 63rd, 69th and 88th New York; 116th Pennsylvania
bde u-zook B Brig. Gen. Samuel K. Zook / 3rd Brigade (Zook)
R 975 B: 52nd New York; 57th New York; 66th New York; 140th Pennsylvania
bde u-brooke B Col. John R. Brooke / 4th Brigade (Brooke)
R 851 B: 27th Connecticut; 2nd Delaware; 64th New York; 53rd Pennsylvania; 145th Pennsylvania
div u-ii2 A Brig. Gen. John Gibbon / 2nd Division, II Corps
bde u-harrow C Brig. Gen. William Harrow / 1st Brigade (Harrow)
R 1366 B: 19th Maine; 15th Massachusetts; 1st Minnesota; 82nd New York
bde u-webb B Brig. Gen. Alexander S. Webb / 2nd Brigade, the Philadelphia Brigade (Webb)
R 1244 B: 69th Pennsylvania; 71st Pennsylvania; 72nd Pennsylvania; 106th Pennsylvania
bde u-hall B Col. Norman J. Hall / 3rd Brigade (Hall)
R 922 B: 19th Massachusetts; 20th Massachusetts; 7th Michigan; 42nd New York; 59th New York
div u-ii3 B Brig. Gen. Alexander Hays / 3rd Division, II Corps
bde u-carroll B Col. Samuel S. Carroll / 1st Brigade (Carroll)
R 977 B: 14th Indiana; 4th Ohio; 8th Ohio; 7th West Virginia
bde u-smyth B Col. Thomas A. Smyth / 2nd Brigade (Smyth)
R 1069 B: 14th Connecticut; 1st Delaware; 12th New Jersey; 108th New York
bde u-willard C Col. George L. Willard / 3rd Brigade (Willard)
R 1508 C: 39th New York; 111th New York; 125th New York; 126th New York
corps u-iii C Maj. Gen. Daniel E. Sickles / III Corps
bde u-iii-arty B Capt. George E. Randolph / III Corps Artillery Brigade
a Bucklyn's E, 1st Rhode Island and Seeley's K, 4th U.S. 250 B 12 nap
a Smith's 4th New York and Clark's B, 1st New Jersey 240 B 12 parr
a Winslow's D, 1st New York 116 B 6 nap
div u-iii1 B Maj. Gen. David B. Birney / 1st Division, III Corps
bde u-graham C Brig. Gen. Charles K. Graham / 1st Brigade (Graham)
R 1516 C: 57th Pennsylvania; 63rd Pennsylvania; 68th Pennsylvania; 105th Pennsylvania; 114th Pennsylvania; 141st Pennsylvania
bde u-ward B Brig. Gen. J. H. Hobart Ward / 2nd Brigade (Ward)
R 2188 B: 1st and 2nd U.S. Sharpshooters; 20th Indiana; 3rd Maine; 4th Maine; 86th New York; 124th New York; 99th Pennsylvania
bde u-detrobriand B Col. P. Regis de Trobriand / 3rd Brigade (de Trobriand)
R 1387 B: 17th Maine; 3rd Michigan; 5th Michigan; 40th New York; 110th Pennsylvania
div u-iii2 A Brig. Gen. Andrew A. Humphreys / 2nd Division, III Corps
bde u-carr C Brig. Gen. Joseph B. Carr / 1st Brigade (Carr)
R 1718 C: 1st Massachusetts; 11th Massachusetts; 16th Massachusetts; 12th New Hampshire; 11th New Jersey; 26th Pennsylvania
bde u-brewster C Col. William R. Brewster / 2nd Brigade, the Excelsior Brigade (Brewster)
R 1837 C: 70th New York; 71st New York; 72nd New York; 73rd New York; 74th New York; 120th New York
bde u-burling C Col. George C. Burling / 3rd Brigade (Burling)
R 1365 C: 2nd New Hampshire; 5th New Jersey; 6th New Jersey; 7th New Jersey; 8th New Jersey; 115th Pennsylvania
corps u-v B Maj. Gen. George Sykes / V Corps
bde u-v-arty B Capt. Augustus P. Martin / V Corps Artillery Brigade
a Hazlett's D, 5th U.S. and Walcott's C, Massachusetts 230 A 12 parr
a Gibbs's L, 1st Ohio, Barnes's C, 1st New York and Watson's I, 5th U.S. 260 B 14 nap
div u-v1 C Brig. Gen. James Barnes / 1st Division, V Corps
bde u-tilton C Col. William S. Tilton / 1st Brigade (Tilton)
R 655 C: 18th Massachusetts; 22nd Massachusetts; 1st Michigan; 118th Pennsylvania
bde u-sweitzer C Col. Jacob B. Sweitzer / 2nd Brigade (Sweitzer)
R 1423 C: 9th Massachusetts; 32nd Massachusetts; 4th Michigan; 62nd Pennsylvania
bde u-vincent A Col. Strong Vincent / 3rd Brigade (Vincent)
R 1336 B: 20th Maine; 16th Michigan; 44th New York; 83rd Pennsylvania
div u-v2 B Brig. Gen. Romeyn B. Ayres / 2nd Division, V Corps
bde u-day A Col. Hannibal Day / 1st Brigade, regulars (Day)
R 1553 A: 3rd U.S.; 4th U.S.; 6th U.S.; 12th U.S.; 14th U.S.
bde u-burbank A Col. Sidney Burbank / 2nd Brigade, regulars (Burbank)
R 954 A: 2nd U.S.; 7th U.S.; 10th U.S.; 11th U.S.; 17th U.S.
bde u-weed B Brig. Gen. Stephen H. Weed / 3rd Brigade (Weed)
R 1491 B: 140th New York; 146th New York; 91st Pennsylvania; 155th Pennsylvania
div u-v3 C Brig. Gen. Samuel W. Crawford / 3rd Division, V Corps (Pennsylvania Reserves)
bde u-mccandless B Col. William McCandless / 1st Brigade (McCandless)
R 1248 B: 1st Pennsylvania Reserves; 2nd Pennsylvania Reserves; 6th Pennsylvania Reserves; 13th Pennsylvania Reserves
bde u-fisher C Col. Joseph W. Fisher / 3rd Brigade (Fisher)
R 1609 C: 5th Pennsylvania Reserves; 9th Pennsylvania Reserves; 10th Pennsylvania Reserves; 11th Pennsylvania Reserves; 12th Pennsylvania Reserves
corps u-vi B Maj. Gen. John Sedgwick / VI Corps
bde u-vi-arty B Col. Charles H. Tompkins / VI Corps Artillery Brigade
a McCartney's A, Massachusetts and Waterman's C, 1st Rhode Island 230 B 12 nap
a Hexamer's A, New Jersey and Cowan's 1st New York 230 B 12 3in
a Harn's 3rd New York and Adams's G, 1st Rhode Island 240 B 12 3in
a Butler's G, 2nd U.S. and Martin's F, 5th U.S. 230 B 12 nap
div u-vi1 B Brig. Gen. Horatio G. Wright / 1st Division, VI Corps
bde u-torbert B Brig. Gen. Alfred T. A. Torbert / 1st Brigade, New Jersey (Torbert)
R 1320 B: 1st New Jersey; 2nd New Jersey; 3rd New Jersey; 15th New Jersey
bde u-bartlett B Brig. Gen. Joseph J. Bartlett / 2nd Brigade (Bartlett)
R 1320 B: 5th Maine; 121st New York; 95th Pennsylvania; 96th Pennsylvania
bde u-russell B Brig. Gen. David A. Russell / 3rd Brigade (Russell)
R 1484 B: 6th Maine; 49th Pennsylvania; 119th Pennsylvania; 5th Wisconsin
div u-vi2 C Brig. Gen. Albion P. Howe / 2nd Division, VI Corps
bde u-grant A Col. Lewis A. Grant / 2nd Brigade, Vermont (Grant)
R 1832 B: 2nd Vermont; 3rd Vermont; 4th Vermont; 5th Vermont; 6th Vermont
bde u-neill B Brig. Gen. Thomas H. Neill / 3rd Brigade (Neill)
R 1732 B: 7th Maine; 33rd New York; 43rd New York; 49th New York; 77th New York; 61st Pennsylvania
div u-vi3 B Brig. Gen. Frank Wheaton / 3rd Division, VI Corps
bde u-shaler B Brig. Gen. Alexander Shaler / 1st Brigade (Shaler)
R 1770 B: 65th New York; 67th New York; 122nd New York; 23rd Pennsylvania; 82nd Pennsylvania
bde u-eustis B Col. Henry L. Eustis / 2nd Brigade (Eustis)
R 1773 B: 7th Massachusetts; 10th Massachusetts; 37th Massachusetts; 2nd Rhode Island
bde u-nevin B Col. David J. Nevin / 3rd Brigade (Nevin)
R 1300 B: 62nd New York; 93rd Pennsylvania; 98th Pennsylvania; 102nd Pennsylvania; 139th Pennsylvania
corps u-xi C Maj. Gen. Oliver O. Howard / XI Corps
bde u-xi-arty B Maj. Thomas W. Osborn / XI Corps Artillery Brigade
a Dilger's I, 1st Ohio and Wheeler's 13th New York 250 A 10 nap
a Wilkeson's G, 4th U.S. 110 B 6 nap
a Wiedrich's I, 1st New York and Heckman's K, 1st Ohio 240 C 10 3in
div u-xi1 B Brig. Gen. Francis C. Barlow / 1st Division, XI Corps
bde u-vongilsa D Col. Leopold von Gilsa / 1st Brigade (von Gilsa)
R 1136 D: 41st New York; 54th New York; 68th New York; 153rd Pennsylvania
bde u-ames C Brig. Gen. Adelbert Ames / 2nd Brigade (Ames)
R 1337 C: 17th Connecticut; 25th Ohio; 75th Ohio; 107th Ohio
div u-xi2 C Brig. Gen. Adolph von Steinwehr / 2nd Division, XI Corps
bde u-coster C Col. Charles R. Coster / 1st Brigade (Coster)
R 1217 C: 134th New York; 154th New York; 27th Pennsylvania; 73rd Pennsylvania
bde u-osmith C Col. Orland Smith / 2nd Brigade (Smith)
R 1639 C: 33rd Massachusetts; 136th New York; 55th Ohio; 73rd Ohio
div u-xi3 B Maj. Gen. Carl Schurz / 3rd Division, XI Corps
bde u-schimmelfennig C Brig. Gen. Alexander Schimmelfennig / 1st Brigade (Schimmelfennig)
R 1683 C: 82nd Illinois; 45th New York; 157th New York; 61st Ohio; 74th Pennsylvania
bde u-krzyzanowski C Col. Wladimir Krzyzanowski / 2nd Brigade (Krzyzanowski)
R 1420 C: 58th New York; 119th New York; 82nd Ohio; 75th Pennsylvania; 26th Wisconsin
corps u-xii B Maj. Gen. Henry W. Slocum / XII Corps
bde u-xii-arty B Lt. Edward D. Muhlenberg / XII Corps Artillery Brigade
a Winegar's M, 1st New York and Atwell's E, Pennsylvania 230 B 10 parr
a Rugg's F, 4th U.S. and Kinzie's K, 5th U.S. 160 B 10 nap
div u-xii1 B Brig. Gen. Alpheus S. Williams (Brig. Gen. Thomas H. Ruger) / 1st Division, XII Corps
bde u-mcdougall C Col. Archibald L. McDougall / 1st Brigade (McDougall)
R 1835 C: 5th Connecticut; 20th Connecticut; 3rd Maryland; 123rd New York; 145th New York; 46th Pennsylvania
bde u-lockwood C Brig. Gen. Henry H. Lockwood / 2nd Brigade (Lockwood)
R 1818 D: 1st Maryland, Potomac Home Brigade; 1st Maryland, Eastern Shore; 150th New York
bde u-colgrove B Col. Silas Colgrove / 3rd Brigade (Colgrove)
R 1598 B: 27th Indiana; 2nd Massachusetts; 13th New Jersey; 107th New York; 3rd Wisconsin
div u-xii2 B Brig. Gen. John W. Geary / 2nd Division, XII Corps
bde u-candy B Col. Charles Candy / 1st Brigade (Candy)
R 1798 B: 5th Ohio; 7th Ohio; 29th Ohio; 66th Ohio; 28th Pennsylvania; 147th Pennsylvania
bde u-kane C Brig. Gen. Thomas L. Kane / 2nd Brigade (Kane)
R 700 C: 29th Pennsylvania; 109th Pennsylvania; 111th Pennsylvania
bde u-greene A Brig. Gen. George S. Greene / 3rd Brigade (Greene)
R 1424 B: 60th New York; 78th New York; 102nd New York; 137th New York; 149th New York
corps u-cav C Maj. Gen. Alfred Pleasonton / Cavalry Corps
div u-buford A Brig. Gen. John Buford / 1st Cavalry Division
bde u-gamble B Col. William Gamble / 1st Brigade (Gamble)
R 1600 B carb: 8th Illinois; 12th Illinois and 3rd Indiana; 8th New York
a Calef's A, 2nd U.S. 75 B 6 3in
bde u-devin B Col. Thomas C. Devin / 2nd Brigade (Devin)
R 1108 B carb: 6th New York; 9th New York; 17th Pennsylvania; 3rd West Virginia (two companies)
bde u-merritt A Brig. Gen. Wesley Merritt / Reserve Brigade, regulars (Merritt)
R 1321 A carb: 6th Pennsylvania; 1st U.S.; 2nd U.S.; 5th U.S.; 6th U.S.
a Graham's K, 1st U.S. 110 B 6 3in
div u-gregg B Brig. Gen. David McM. Gregg / 2nd Cavalry Division
bde u-mcintosh B Col. John B. McIntosh / 1st Brigade (McIntosh)
R 1300 B carb: 1st Maryland; Purnell Legion; 1st New Jersey; 1st Pennsylvania; 3rd Pennsylvania
bde u-jigregg B Col. J. Irvin Gregg / 3rd Brigade (J. I. Gregg)
R 1263 B carb: 1st Maine; 10th New York; 4th Pennsylvania; 16th Pennsylvania
a Pennington's M, 2nd U.S. and Randol's E and G, 1st U.S. 200 A 10 3in
div u-kilpatrick C Brig. Gen. Judson Kilpatrick / 3rd Cavalry Division
bde u-farnsworth B Brig. Gen. Elon J. Farnsworth / 1st Brigade (Farnsworth)
R 1925 B carb: 5th New York; 18th Pennsylvania; 1st Vermont; 1st West Virginia
a Elder's E, 4th U.S. 80 B 4 3in
bde u-custer A Brig. Gen. George A. Custer / 2nd Brigade, Michigan (Custer)
R 1934 B rep: 1st Michigan; 5th Michigan; 6th Michigan; 7th Michigan
corps u-artres B Brig. Gen. Robert O. Tyler / Artillery Reserve
bde u-ransom A Capt. Dunbar R. Ransom / 1st Regular Brigade
a Thomas's C, 4th U.S. and Weir's C, 5th U.S. 230 A 12 nap
a Eakin's H, 1st U.S. and Turnbull's F and K, 3rd U.S. 240 A 12 nap
bde u-mcgilvery B Lt. Col. Freeman McGilvery / 1st Volunteer Brigade
a Bigelow's 9th and Phillips's 5th Massachusetts 220 B 12 nap
a Thompson's C and F, Pennsylvania, Hart's 15th New York and Sterling's 2nd Connecticut 270 B 14 3in
bde u-taft C Capt. Elijah D. Taft / 2nd Volunteer Brigade
a Taft's 5th New York Independent Battery (20-pounders) 146 B 6 parr
bde u-huntington B Capt. James F. Huntington / 3rd Volunteer Brigade
a Edgell's 1st New Hampshire and Norton's H, 1st Ohio 210 B 10 3in
a Ricketts's F and G, 1st Pennsylvania and Dow's 6th Maine 220 B 10 3in
bde u-fitzhugh B Capt. Robert H. Fitzhugh / 4th Volunteer Brigade
a Fitzhugh's K, 1st New York and Rank's A, 1st Maryland 220 B 12 3in
a Parsons's A, 1st New Jersey and Ames's G, 1st New York 220 B 12 parr
"""

CONFEDERATE = """
side confederate
army c-anv A Gen. Robert E. Lee / Army of Northern Virginia
corps c-i A Lt. Gen. James Longstreet / First Corps
bde c-i-arty A Col. E. Porter Alexander / First Corps Reserve Artillery (Alexander, Eshleman)
a Alexander's Battalion (Moody, Gilbert, Woolfolk) 290 A 12 nap
a Alexander's Battalion (Jordan, Parker, Taylor) 286 A 12 3in
a Washington Artillery (Eshleman) 338 A 10 nap
div c-mclaws B Maj. Gen. Lafayette McLaws / McLaws's Division
bde c-kershaw A Brig. Gen. Joseph B. Kershaw / Kershaw's Brigade
R 2183 B: 2nd South Carolina; 3rd South Carolina; 3rd South Carolina Battalion; 7th South Carolina; 8th South Carolina; 15th South Carolina
bde c-semmes B Brig. Gen. Paul J. Semmes / Semmes's Brigade
R 1334 B: 10th Georgia; 50th Georgia; 51st Georgia; 53rd Georgia
bde c-barksdale A Brig. Gen. William Barksdale / Barksdale's Brigade
R 1620 A: 13th Mississippi; 17th Mississippi; 18th Mississippi; 21st Mississippi
bde c-wofford B Brig. Gen. William T. Wofford / Wofford's Brigade
R 1627 B: 16th Georgia; 18th Georgia; 24th Georgia; Cobb's Legion; Phillips's Legion
bde c-cabell B Col. Henry C. Cabell / Cabell's Artillery Battalion
a Manly's and McCarthy's batteries 190 B 8 nap
a Carlton's and Fraser's batteries 188 B 8 parr
div c-pickett B Maj. Gen. George E. Pickett / Pickett's Division
bde c-garnett B Brig. Gen. Richard B. Garnett / Garnett's Brigade
R 1459 B: 8th Virginia; 18th Virginia; 19th Virginia; 28th Virginia; 56th Virginia
bde c-kemper B Brig. Gen. James L. Kemper / Kemper's Brigade
R 1634 B: 1st Virginia; 3rd Virginia; 7th Virginia; 11th Virginia; 24th Virginia
bde c-armistead A Brig. Gen. Lewis A. Armistead / Armistead's Brigade
R 1950 B: 9th Virginia; 14th Virginia; 38th Virginia; 53rd Virginia; 57th Virginia
bde c-dearing B Maj. James Dearing / Dearing's Artillery Battalion
a Stribling's and Caskie's batteries 210 B 9 nap
a Macon's and Blount's batteries 209 B 9 parr
div c-hood A Maj. Gen. John B. Hood / Hood's Division
bde c-law A Brig. Gen. Evander M. Law / Law's Brigade
R 1933 A: 4th Alabama; 15th Alabama; 44th Alabama; 47th Alabama; 48th Alabama
bde c-robertson A Brig. Gen. Jerome B. Robertson / the Texas Brigade (Robertson)
R 1734 A: 3rd Arkansas; 1st Texas; 4th Texas; 5th Texas
bde c-gtanderson B Brig. Gen. George T. Anderson / G. T. Anderson's Brigade
R 1874 B: 7th Georgia; 8th Georgia; 9th Georgia; 11th Georgia; 59th Georgia
bde c-benning B Brig. Gen. Henry L. Benning / Benning's Brigade
R 1420 B: 2nd Georgia; 15th Georgia; 17th Georgia; 20th Georgia
bde c-henry B Maj. Mathis W. Henry / Henry's Artillery Battalion
a Bachman's and Garden's batteries 200 B 9 nap
a Latham's and Reilly's batteries 203 B 10 parr
corps c-ii C Lt. Gen. Richard S. Ewell / Second Corps
bde c-ii-arty B Col. J. Thompson Brown / Second Corps Reserve Artillery (Dance, Nelson)
a Dance's Battalion (Watson, Smith, Cunningham) 184 B 10 3in
a Dance's Battalion (Graham, Griffin) 183 B 10 nap
a Nelson's Battalion 277 C 12 parr
div c-early B Maj. Gen. Jubal A. Early / Early's Division
bde c-hays A Brig. Gen. Harry T. Hays / Hays's Louisiana Brigade
R 1295 A: 5th Louisiana; 6th Louisiana; 7th Louisiana; 8th Louisiana; 9th Louisiana
bde c-smith C Brig. Gen. William Smith / Smith's Brigade
R 806 C: 31st Virginia; 49th Virginia; 52nd Virginia
bde c-avery B Col. Isaac E. Avery / Hoke's Brigade (Avery)
R 1244 B: 6th North Carolina; 21st North Carolina; 57th North Carolina
bde c-gordon A Brig. Gen. John B. Gordon / Gordon's Brigade
R 1813 B: 13th Georgia; 26th Georgia; 31st Georgia; 38th Georgia; 60th Georgia; 61st Georgia
bde c-jones-h B Lt. Col. Hilary P. Jones / Jones's Artillery Battalion
a Carrington's and Tanner's batteries 145 B 8 nap
a Green's and Garber's batteries 145 B 8 3in
div c-johnson C Maj. Gen. Edward Johnson / Johnson's Division
bde c-steuart B Brig. Gen. George H. Steuart / Steuart's Brigade
R 2121 B: 1st Maryland Battalion; 1st North Carolina; 3rd North Carolina; 10th Virginia; 23rd Virginia; 37th Virginia
bde c-nicholls B Col. Jesse M. Williams / Nicholls's Louisiana Brigade (Williams)
R 1104 B: 1st Louisiana; 2nd Louisiana; 10th Louisiana; 14th Louisiana; 15th Louisiana
bde c-walker A Brig. Gen. James A. Walker / the Stonewall Brigade (Walker)
R 1323 A: 2nd Virginia; 4th Virginia; 5th Virginia; 27th Virginia; 33rd Virginia
bde c-jmjones C Brig. Gen. John M. Jones / J. M. Jones's Brigade
R 1453 C: 21st Virginia; 25th Virginia; 42nd Virginia; 44th Virginia; 48th Virginia; 50th Virginia
bde c-latimer A Maj. Joseph W. Latimer / Andrews's Artillery Battalion (Latimer)
a Brown's and Carpenter's batteries 178 B 8 parr
a Dement's and Raine's batteries 178 B 8 nap
div c-rodes B Maj. Gen. Robert E. Rodes / Rodes's Division
bde c-daniel B Brig. Gen. Junius Daniel / Daniel's Brigade
R 2052 B: 32nd North Carolina; 43rd North Carolina; 45th North Carolina; 53rd North Carolina; 2nd North Carolina Battalion
bde c-iverson D Brig. Gen. Alfred Iverson / Iverson's Brigade
R 1384 B: 5th North Carolina; 12th North Carolina; 20th North Carolina; 23rd North Carolina
bde c-doles A Brig. Gen. George Doles / Doles's Brigade
R 1323 A: 4th Georgia; 12th Georgia; 21st Georgia; 44th Georgia
bde c-ramseur A Brig. Gen. Stephen D. Ramseur / Ramseur's Brigade
R 1027 B: 2nd North Carolina; 4th North Carolina; 14th North Carolina; 30th North Carolina
bde c-oneal D Col. Edward A. O'Neal / O'Neal's Brigade
R 1688 C: 3rd Alabama; 5th Alabama; 6th Alabama; 12th Alabama; 26th Alabama
bde c-carter B Lt. Col. Thomas H. Carter / Carter's Artillery Battalion
a Page's and Fry's batteries 193 B 8 parr
a Carter's and Reese's batteries 192 B 8 nap
corps c-iii C Lt. Gen. Ambrose P. Hill / Third Corps
bde c-iii-arty B Col. R. Lindsay Walker / Third Corps Reserve Artillery (McIntosh, Pegram)
a McIntosh's Battalion (Rice, Hurt) 188 B 8 3in
a McIntosh's Battalion (Wallace, Johnson) 187 B 8 nap
a Pegram's Battalion (Crenshaw, Marye, Zimmerman) 188 B 10 nap
a Pegram's Battalion (Brander, McGraw) 187 B 10 3in
div c-anderson C Maj. Gen. Richard H. Anderson / Anderson's Division
bde c-wilcox B Brig. Gen. Cadmus M. Wilcox / Wilcox's Brigade
R 1726 B: 8th Alabama; 9th Alabama; 10th Alabama; 11th Alabama; 14th Alabama
bde c-wright B Brig. Gen. Ambrose R. Wright / Wright's Brigade
R 1413 B: 3rd Georgia; 22nd Georgia; 48th Georgia; 2nd Georgia Battalion
bde c-mahone C Brig. Gen. William Mahone / Mahone's Brigade
R 1542 B: 6th Virginia; 12th Virginia; 16th Virginia; 41st Virginia; 61st Virginia
bde c-lang C Col. David Lang / Perry's Florida Brigade (Lang)
R 742 C: 2nd Florida; 5th Florida; 8th Florida
bde c-posey D Brig. Gen. Carnot Posey / Posey's Brigade
R 1322 C: 12th Mississippi; 16th Mississippi; 19th Mississippi; 48th Mississippi
bde c-lane-j B Maj. John Lane / Sumter Artillery Battalion (Lane)
a Ross's and Patterson's batteries 192 B 9 3in
a Wingfield's battery 192 B 8 nap
div c-heth C Maj. Gen. Henry Heth (Brig. Gen. J. Johnston Pettigrew) / Heth's Division
bde c-pettigrew B Brig. Gen. J. Johnston Pettigrew / Pettigrew's Brigade
R 2581 B: 26th North Carolina; 11th North Carolina; 47th North Carolina; 52nd North Carolina
bde c-brockenbrough D Col. John M. Brockenbrough / Brockenbrough's Brigade
R 971 C: 40th Virginia; 47th Virginia; 55th Virginia; 22nd Virginia Battalion
bde c-archer C Brig. Gen. James J. Archer / Archer's Brigade
R 1197 B: 5th Alabama Battalion; 13th Alabama; 1st Tennessee; 7th Tennessee; 14th Tennessee
bde c-davis D Brig. Gen. Joseph R. Davis / Davis's Brigade
R 2305 C: 55th North Carolina; 2nd Mississippi; 42nd Mississippi; 11th Mississippi
bde c-garnett-j B Lt. Col. John J. Garnett / Garnett's Artillery Battalion
a Maurin's and Moore's batteries 198 B 8 3in
a Lewis's and Grandy's batteries 198 B 7 nap
div c-pender B Maj. Gen. William D. Pender / Pender's Division
bde c-perrin B Col. Abner Perrin / McGowan's Brigade (Perrin)
R 1882 B: 1st South Carolina; 1st South Carolina Rifles; 12th South Carolina; 13th South Carolina; 14th South Carolina
bde c-lane B Brig. Gen. James H. Lane / Lane's Brigade
R 1734 B: 7th North Carolina; 18th North Carolina; 28th North Carolina; 33rd North Carolina; 37th North Carolina
bde c-thomas B Brig. Gen. Edward L. Thomas / Thomas's Brigade
R 1326 B: 14th Georgia; 35th Georgia; 45th Georgia; 49th Georgia
bde c-scales C Brig. Gen. Alfred M. Scales / Scales's Brigade
R 1351 C: 13th North Carolina; 16th North Carolina; 22nd North Carolina; 34th North Carolina; 38th North Carolina
bde c-poague B Maj. William T. Poague / Poague's Artillery Battalion
a Wyatt's and Graham's batteries 189 B 8 nap
a Ward's and Brooke's batteries 188 B 8 3in
corps c-cav B Maj. Gen. J. E. B. Stuart / Cavalry Division
bde c-hampton A Brig. Gen. Wade Hampton / Hampton's Brigade
R 1751 A carb: 1st North Carolina Cavalry; 1st South Carolina Cavalry; 2nd South Carolina Cavalry; Cobb's Legion Cavalry; Jeff Davis Legion; Phillips Legion Cavalry
bde c-fitzlee A Brig. Gen. Fitzhugh Lee / Fitz Lee's Brigade
R 1913 A carb: 1st Maryland Cavalry Battalion; 1st Virginia Cavalry; 2nd Virginia Cavalry; 3rd Virginia Cavalry; 4th Virginia Cavalry; 5th Virginia Cavalry
bde c-chambliss B Col. John R. Chambliss / W. H. F. Lee's Brigade (Chambliss)
R 1173 B carb: 2nd North Carolina Cavalry; 9th Virginia Cavalry; 10th Virginia Cavalry; 13th Virginia Cavalry
bde c-jenkins C Brig. Gen. Albert G. Jenkins / Jenkins's Brigade
R 1179 C carb: 14th Virginia Cavalry; 16th Virginia Cavalry; 17th Virginia Cavalry; 34th Virginia Cavalry Battalion; 36th Virginia Cavalry Battalion
bde c-beckham B Maj. Robert F. Beckham / Stuart Horse Artillery
a Breathed's, Griffin's, Jackson's and McGregor's batteries 280 B 12 3in
"""
