#!/usr/bin/env python3
"""Generates the Fredericksburg scenarios on maps/fredericksburg.json (made by
scripts/make-fredericksburg-map.py):

    scenarios/09-fredericksburg.json      the whole battle, 13 December 1862, 08:00 to dusk
    scenarios/10-marye-s-heights.json     the assaults on Marye's Heights, the afternoon

Run from the repository root after the map:

    python3 scripts/make-fredericksburg-scenarios.py [09-fredericksburg] [10-marye-s-heights]

The orders of battle are written below in the table format of scripts/scengen.py
with one shorthand: a line

    R MEN QUALITY [WEAPON]: regiment; regiment; ...

is the brigade's strength shared evenly among the regiments named (the
sources give brigade and division strengths far more often than regimental
ones; docs/scenarios-fredericksburg.md). Positions are latitude and longitude,
converted to yards by the map generator's `P`.
"""
import importlib.util
import json
import os
import re
import sys
sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import mapgen
import scengen

_spec = importlib.util.spec_from_file_location("fredmap", os.path.join(HERE, "make-fredericksburg-map.py"))
fm = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(fm)
GRID = mapgen.Grid(fm.WIDTH, fm.HEIGHT, (fm.WEST - fm.LON0) * fm.YD_LON, (fm.NORTH - fm.LAT0) * fm.YD_LAT)
P = fm.P

SOURCE = (
    "Order of battle: U.S. War Department, The War of the Rebellion: Official Records, Series I, vol. 21 "
    "(organization of the Army of the Potomac, pp. 48-61, and of the Army of Northern Virginia, pp. 538-545; "
    "the returns of casualties, pp. 129-142 and 558-562; the reports of Burnside, Sumner, Hooker, Franklin, "
    "Couch, Willcox, Reynolds, Meade, Gibbon, Butterfield, Humphreys; Lee, Longstreet, Jackson, McLaws, "
    "Ransom, A. P. Hill, Early). Strengths: the returns of 10 and 20 December 1862 in OR vol. 21 and Frank "
    "A. O'Reilly, The Fredericksburg Campaign: Winter War on the Rappahannock (2003), with its strengths of "
    "the divisions and brigades engaged; Gary W. Gallagher (ed.), The Fredericksburg Campaign: Decision on "
    "the Rappahannock (1995). Brigade strengths are shared evenly among their regiments where the sources "
    "give no regimental figure. Times and positions: O'Reilly and the National Park Service (Fredericksburg "
    "and Spotsylvania National Military Park). Leader and unit ratings are the designer's judgement."
)
HIST_SOURCE = ("U.S. War Department, The War of the Rebellion: Official Records, Series I, vol. 21, pp. 129-142 "
               "(return of casualties in the Union forces) and pp. 558-562 (Confederate losses, with Lee's and "
               "Longstreet's returns); Frank A. O'Reilly, The Fredericksburg Campaign (2003), appendix")
HISTORY = {
    "09-fredericksburg": {
        "losses": {"union": {"total": 12653, "killed": 1284, "wounded": 9600, "missing": 1769},
                   "confederate": {"total": 5377, "killed": 608, "wounded": 4116, "missing": 653}},
        "outcome": "confederate-victory",
        "note": "Every assault repulsed, at Marye's Heights and at Prospect Hill; Burnside withdrew across the "
                "Rappahannock on the night of 15 December",
        "source": HIST_SOURCE,
    },
    "10-marye-s-heights": {
        "losses": {"union": {"total": 7800}, "confederate": {"total": 1600}},
        "outcome": "confederate-victory",
        "note": "Fourteen brigades thrown against the stone wall, none reached it (estimate: the II Corps, "
                "Sturgis's and Getty's divisions, Griffin's, Sykes's and Humphreys's divisions; Confederates: "
                "McLaws's and Ransom's divisions and the artillery on the heights)",
        "source": HIST_SOURCE,
    },
}

# --- orders of battle ---------------------------------------------------------------------------
UNION_OOB = """
side union
army u-aop D Maj. Gen. Ambrose E. Burnside / Army of the Potomac
# Right Grand Division
corps u-rgd C Maj. Gen. Edwin V. Sumner / Right Grand Division
corps u-ii C Maj. Gen. Darius N. Couch / II Corps
# Most of the II and IX Corps' batteries stayed on Stafford Heights: the
# streets and the narrow plain had room for few (Couch's and Willcox's reports)
bde u-ii-arty C Capt. Charles H. Morgan / II Corps Artillery (on Stafford Heights)
a Battery B, 1st New York (Pettit) 110 B 6 parr
a Battery C, 4th U.S. (Thomas) 100 B 6 nap
a Battery A, 1st Rhode Island (Arnold) 110 B 6 nap
a Battery G, 1st Rhode Island (Owen) 100 C 6 3in
div u-ii1 A Brig. Gen. Winfield S. Hancock / 1st Division, II Corps
bde u-caldwell C Brig. Gen. John C. Caldwell / 1st Brigade (Caldwell)
R 2100 C: 5th New Hampshire; 7th New York; 61st New York; 64th New York; 81st Pennsylvania; 145th Pennsylvania
bde u-meagher B Brig. Gen. Thomas F. Meagher / 2nd Brigade, the Irish Brigade (Meagher)
R 1400 B: 28th Massachusetts; 63rd New York; 69th New York; 88th New York; 116th Pennsylvania
bde u-zook B Col. Samuel K. Zook / 3rd Brigade (Zook)
R 1800 C: 27th Connecticut; 2nd Delaware; 52nd New York; 57th New York; 66th New York; 53rd Pennsylvania
div u-ii2 C Brig. Gen. Oliver O. Howard / 2nd Division, II Corps
bde u-sully B Brig. Gen. Alfred Sully / 1st Brigade (Sully)
R 1900 B: 19th Maine; 15th Massachusetts; 1st Minnesota; 34th New York; 82nd New York
bde u-owen C Brig. Gen. Joshua T. Owen / 2nd Brigade, the Philadelphia Brigade (Owen)
R 1700 C: 69th Pennsylvania; 71st Pennsylvania; 72nd Pennsylvania; 106th Pennsylvania
bde u-hall-n B Col. Norman J. Hall / 3rd Brigade (Hall)
R 1900 B: 19th Massachusetts; 20th Massachusetts; 7th Michigan; 42nd New York; 59th New York; 127th Pennsylvania
a Battery B, 1st Rhode Island (Hazard) 110 B 6 nap
div u-ii3 C Brig. Gen. William H. French / 3rd Division, II Corps
bde u-kimball B Brig. Gen. Nathan Kimball / 1st Brigade (Kimball)
R 2200 C: 14th Indiana; 24th New Jersey; 28th New Jersey; 4th Ohio; 8th Ohio; 7th West Virginia
bde u-palmer D Col. Oliver H. Palmer / 2nd Brigade (Palmer)
R 1100 D: 14th Connecticut; 108th New York; 130th Pennsylvania
bde u-andrews C Col. John W. Andrews / 3rd Brigade (Andrews)
R 1300 C: 1st Delaware; 4th New York; 10th New York; 132nd Pennsylvania
a Battery G, 1st New York (Frank) 100 C 6 3in
corps u-ix C Brig. Gen. Orlando B. Willcox / IX Corps
bde u-ix-arty C Lt. Samuel N. Benjamin / IX Corps Artillery (on Stafford Heights)
a Battery L, 2nd New York (Roemer) 90 C 4 3in
a Battery E, 4th U.S. (Dickenson) 90 B 4 nap
a Battery E, 2nd U.S. (Benjamin) 100 B 4 3in
div u-ix1 C Brig. Gen. William W. Burns / 1st Division, IX Corps
bde u-poe C Col. Orlando M. Poe / 1st Brigade (Poe)
R 1300 C: 2nd Michigan; 17th Michigan; 20th Michigan; 79th New York
bde u-christ C Col. Benjamin C. Christ / 2nd Brigade (Christ)
R 1500 C: 29th Massachusetts; 8th Michigan; 27th New Jersey; 46th New York; 50th Pennsylvania
bde u-leasure C Col. Daniel Leasure / 3rd Brigade (Leasure)
R 1100 C: 36th Massachusetts; 45th Pennsylvania; 100th Pennsylvania
div u-ix2 C Brig. Gen. Samuel D. Sturgis / 2nd Division, IX Corps
bde u-nagle C Brig. Gen. James Nagle / 1st Brigade (Nagle)
R 2000 C: 2nd Maryland; 6th New Hampshire; 9th New Hampshire; 48th Pennsylvania; 7th Rhode Island; 12th Rhode Island
bde u-ferrero B Brig. Gen. Edward Ferrero / 2nd Brigade (Ferrero)
R 1800 B: 21st Massachusetts; 35th Massachusetts; 11th New Hampshire; 51st New York; 51st Pennsylvania
a Battery D, Pennsylvania Light (Durell) 100 B 6 3in
div u-ix3 C Brig. Gen. George W. Getty / 3rd Division, IX Corps
bde u-hawkins C Col. Rush C. Hawkins / 1st Brigade (Hawkins)
R 2600 C: 10th New Hampshire; 13th New Hampshire; 25th New Jersey; 9th New York; 89th New York; 103rd New York
bde u-harland C Col. Edward Harland / 2nd Brigade (Harland)
R 2000 C: 8th Connecticut; 11th Connecticut; 15th Connecticut; 16th Connecticut; 4th Rhode Island
# Center Grand Division
corps u-cgd B Maj. Gen. Joseph Hooker / Center Grand Division
corps u-iii C Brig. Gen. George Stoneman / III Corps
div u-iii1 B Brig. Gen. David B. Birney / 1st Division, III Corps
bde u-robinson C Brig. Gen. John C. Robinson / 1st Brigade (Robinson)
R 2000 C: 20th Indiana; 63rd Pennsylvania; 68th Pennsylvania; 105th Pennsylvania; 114th Pennsylvania; 141st Pennsylvania
bde u-ward C Brig. Gen. J. H. Hobart Ward / 2nd Brigade (Ward)
R 2000 C: 3rd Maine; 4th Maine; 38th New York; 40th New York; 55th New York; 57th Pennsylvania; 99th Pennsylvania
bde u-berry B Brig. Gen. Hiram G. Berry / 3rd Brigade (Berry)
R 1900 C: 17th Maine; 3rd Michigan; 5th Michigan; 1st New York; 37th New York; 101st New York
a Battery E, 1st Rhode Island (Randolph) 110 B 6 nap
a Batteries F and K, 3rd U.S. (Livingston) 110 B 6 nap
div u-iii2 C Brig. Gen. Daniel E. Sickles / 2nd Division, III Corps
bde u-carr C Brig. Gen. Joseph B. Carr / 1st Brigade (Carr)
R 2000 C: 1st Massachusetts; 11th Massachusetts; 16th Massachusetts; 2nd New Hampshire; 11th New Jersey; 26th Pennsylvania
bde u-hall-g C Col. George B. Hall / 2nd Brigade, the Excelsior Brigade (Hall)
R 1800 C: 70th New York; 71st New York; 72nd New York; 73rd New York; 74th New York
bde u-revere C Brig. Gen. Joseph W. Revere / 3rd Brigade (Revere)
R 1900 C: 2nd New York; 5th New Jersey; 6th New Jersey; 7th New Jersey; 8th New Jersey; 115th Pennsylvania
a Battery H, 1st U.S. (Sanderson) 100 B 6 nap
div u-iii3 C Brig. Gen. Amiel W. Whipple / 3rd Division, III Corps
bde u-piatt C Brig. Gen. A. Sanders Piatt / 1st Brigade (Piatt)
R 1400 D: 86th New York; 124th New York; 122nd Pennsylvania
bde u-carroll C Col. Samuel S. Carroll / 2nd Brigade (Carroll)
R 1800 C: 12th New Hampshire; 163rd New York; 84th Pennsylvania; 110th Pennsylvania
a 10th New York Battery (Lewis) 90 C 4 nap
corps u-v C Brig. Gen. Daniel Butterfield / V Corps
div u-v1 B Brig. Gen. Charles Griffin / 1st Division, V Corps
bde u-barnes C Col. James Barnes / 1st Brigade (Barnes)
R 2200 C: 2nd Maine; 18th Massachusetts; 22nd Massachusetts; 1st Michigan; 13th New York; 25th New York; 118th Pennsylvania
bde u-sweitzer C Col. Jacob B. Sweitzer / 2nd Brigade (Sweitzer)
R 1600 C: 9th Massachusetts; 32nd Massachusetts; 4th Michigan; 14th New York; 62nd Pennsylvania
bde u-stockton C Col. T. B. W. Stockton / 3rd Brigade (Stockton)
R 1900 C: 20th Maine; 16th Michigan; 12th New York; 17th New York; 44th New York; 83rd Pennsylvania
a 3rd Massachusetts Battery (Martin) 100 B 6 nap
a Battery D, 5th U.S. (Hazlett) 100 B 6 parr
div u-v2 B Brig. Gen. George Sykes / 2nd Division, V Corps
bde u-buchanan A Lt. Col. Robert C. Buchanan / 1st Brigade, regulars (Buchanan)
R 1100 A: 3rd U.S.; 4th U.S.; 12th U.S.; 14th U.S.
bde u-andrews-g A Maj. George L. Andrews / 2nd Brigade, regulars (Andrews)
R 1100 A: 2nd U.S.; 6th U.S.; 10th U.S.; 11th U.S.; 17th U.S.
bde u-warren B Brig. Gen. Gouverneur K. Warren / 3rd Brigade (Warren)
R 1400 C: 5th New York; 140th New York; 146th New York
a Battery I, 5th U.S. (Weed) 100 B 6 3in
div u-v3 A Brig. Gen. Andrew A. Humphreys / 3rd Division, V Corps
bde u-tyler C Brig. Gen. Erastus B. Tyler / 1st Brigade (Tyler)
R 2300 D: 91st Pennsylvania; 126th Pennsylvania; 129th Pennsylvania; 134th Pennsylvania
bde u-allabach C Col. Peter H. Allabach / 2nd Brigade (Allabach)
R 2200 D: 123rd Pennsylvania; 131st Pennsylvania; 133rd Pennsylvania; 155th Pennsylvania
a Battery C, 1st New York (Barnes) 90 C 4 3in
a Battery E, 1st U.S. (Randol) 100 B 4 nap
# Left Grand Division
corps u-lgd D Maj. Gen. William B. Franklin / Left Grand Division
corps u-i A Maj. Gen. John F. Reynolds / I Corps
div u-i1 C Brig. Gen. Abner Doubleday / 1st Division, I Corps
bde u-phelps C Col. Walter Phelps Jr. / 1st Brigade (Phelps)
R 1200 C: 22nd New York; 24th New York; 30th New York; 84th New York (14th Brooklyn); 2nd U.S. Sharpshooters
bde u-gavin C Col. James Gavin / 2nd Brigade (Gavin)
R 1200 C: 7th Indiana; 76th New York; 95th New York; 56th Pennsylvania
bde u-rogers C Col. William F. Rogers / 3rd Brigade (Rogers)
R 1300 C: 21st New York; 23rd New York; 35th New York; 80th New York (20th Militia)
bde u-meredith A Brig. Gen. Solomon Meredith / 4th Brigade, the Iron Brigade (Meredith)
R 1900 A: 19th Indiana; 24th Michigan; 2nd Wisconsin; 6th Wisconsin; 7th Wisconsin
a Battery B, 4th U.S. (Stewart) 100 A 6 nap
a Battery L, 1st New York (Reynolds) 100 B 6 3in
div u-i2 B Brig. Gen. John Gibbon / 2nd Division, I Corps
bde u-root C Col. Adrian R. Root / 1st Brigade (Root)
R 1700 C: 16th Maine; 94th New York; 104th New York; 105th New York; 107th Pennsylvania
bde u-lyle C Col. Peter Lyle / 2nd Brigade (Lyle)
R 1500 C: 12th Massachusetts; 26th New York; 90th Pennsylvania; 136th Pennsylvania
bde u-taylor C Brig. Gen. Nelson Taylor / 3rd Brigade (Taylor)
R 1700 C: 13th Massachusetts; 83rd New York (9th Militia); 97th New York; 11th Pennsylvania; 88th Pennsylvania
a 2nd Maine Battery (Hall) 100 B 6 3in
a 5th Maine Battery (Leppien) 100 B 6 nap
div u-i3 A Maj. Gen. George G. Meade / 3rd Division, I Corps (Pennsylvania Reserves)
bde u-sinclair B Col. William Sinclair / 1st Brigade (Sinclair)
R 1600 B: 1st Pennsylvania Reserves; 2nd Pennsylvania Reserves; 6th Pennsylvania Reserves; 13th Pennsylvania Reserves (Bucktails); 121st Pennsylvania
bde u-magilton C Col. Albert L. Magilton / 2nd Brigade (Magilton)
R 1500 C: 3rd Pennsylvania Reserves; 4th Pennsylvania Reserves; 7th Pennsylvania Reserves; 8th Pennsylvania Reserves; 142nd Pennsylvania
bde u-jackson-c B Brig. Gen. C. Feger Jackson / 3rd Brigade (Jackson)
R 1400 B: 5th Pennsylvania Reserves; 9th Pennsylvania Reserves; 10th Pennsylvania Reserves; 11th Pennsylvania Reserves; 12th Pennsylvania Reserves
a Battery A, 1st Pennsylvania (Simpson) 100 B 4 nap
a Battery C, 5th U.S. (Ransom) 100 A 6 nap
a Battery G, 1st Pennsylvania (Amsden) 90 B 4 3in
corps u-vi C Maj. Gen. William F. Smith / VI Corps
div u-vi1 C Brig. Gen. William T. H. Brooks / 1st Division, VI Corps
bde u-torbert B Col. Alfred T. A. Torbert / 1st Brigade, New Jersey (Torbert)
R 2400 C: 1st New Jersey; 2nd New Jersey; 3rd New Jersey; 4th New Jersey; 15th New Jersey; 23rd New Jersey
bde u-cake C Col. Henry L. Cake / 2nd Brigade (Cake)
R 2200 C: 5th Maine; 16th New York; 27th New York; 121st New York; 96th Pennsylvania
bde u-russell C Brig. Gen. David A. Russell / 3rd Brigade (Russell)
R 1800 C: 18th New York; 31st New York; 32nd New York; 95th Pennsylvania
a Battery D, 2nd U.S. (Williston) 100 B 6 nap
a 1st Massachusetts Battery (McCartney) 100 B 6 nap
div u-vi2 C Brig. Gen. Albion P. Howe / 2nd Division, VI Corps
bde u-pratt C Brig. Gen. Calvin E. Pratt / 1st Brigade (Pratt)
R 2200 C: 6th Maine; 43rd New York; 49th Pennsylvania; 119th Pennsylvania; 5th Wisconsin
bde u-whiting B Col. Henry Whiting / 2nd Brigade, the Vermont Brigade (Whiting)
R 2600 B: 26th New Jersey; 2nd Vermont; 3rd Vermont; 4th Vermont; 5th Vermont; 6th Vermont
bde u-vinton C Brig. Gen. Francis L. Vinton / 3rd Brigade (Vinton)
R 2200 C: 21st New Jersey; 20th New York; 33rd New York; 49th New York; 77th New York
a Battery F, 5th U.S. (Martin) 100 B 6 parr
a 1st New York Battery (Cowan) 100 B 6 3in
div u-vi3 C Maj. Gen. John Newton / 3rd Division, VI Corps
bde u-cochrane C Brig. Gen. John Cochrane / 1st Brigade (Cochrane)
R 2400 C: 65th New York; 67th New York; 122nd New York; 23rd Pennsylvania; 61st Pennsylvania; 82nd Pennsylvania
bde u-devens C Brig. Gen. Charles Devens Jr. / 2nd Brigade (Devens)
R 2000 C: 7th Massachusetts; 10th Massachusetts; 37th Massachusetts; 36th New York; 2nd Rhode Island
bde u-rowley C Col. Thomas A. Rowley / 3rd Brigade (Rowley)
R 2200 C: 62nd New York; 93rd Pennsylvania; 98th Pennsylvania; 102nd Pennsylvania; 139th Pennsylvania
a Battery G, 2nd U.S. (Butler) 100 B 6 nap
bde u-bayard C Brig. Gen. George D. Bayard / Cavalry Brigade, Left Grand Division (Bayard)
R 2000 C carb: 1st Maine Cavalry; 2nd New York Cavalry; 10th New York Cavalry; 1st New Jersey Cavalry; 1st Pennsylvania Cavalry
a Battery C, 3rd U.S., horse artillery (Gibson) 100 B 6 3in
# Hunt's guns on Stafford Heights (of 147 there, the batteries that could
# reach the plain and the town; the rest are left out)
bde u-hunt B Brig. Gen. Henry J. Hunt / Artillery Reserve, Stafford Heights
a 1st Connecticut Heavy Artillery, siege guns 200 B 7 parr
a Battery K, 1st U.S. (Graham) 100 B 6 3in
a Battery A, 4th U.S. (Cushing) 110 B 6 parr
a 5th New York Battery (Taft) 110 B 6 parr
a Battery A, 1st Maryland (Wolcott) 110 B 6 3in
a Battery M, 2nd U.S. (Benson) 100 B 6 3in
"""

CONFED_OOB = """
side confederate
army c-anv A Gen. Robert E. Lee / Army of Northern Virginia
corps c-long A Lt. Gen. James Longstreet / First Corps
div c-mclaws B Maj. Gen. Lafayette McLaws / McLaws's Division
bde c-kershaw A Brig. Gen. Joseph B. Kershaw / Kershaw's Brigade
R 2200 B: 2nd South Carolina; 3rd South Carolina; 7th South Carolina; 8th South Carolina; 15th South Carolina; 3rd South Carolina Battalion
bde c-barksdale A Brig. Gen. William Barksdale / Barksdale's Brigade
R 1500 B: 13th Mississippi; 17th Mississippi; 18th Mississippi; 21st Mississippi
bde c-cobb B Brig. Gen. Thomas R. R. Cobb / Cobb's Brigade
R 2000 B: 16th Georgia; 18th Georgia; 24th Georgia; Cobb's Legion; Phillips's Legion
bde c-semmes B Brig. Gen. Paul J. Semmes / Semmes's Brigade
R 1800 B: 10th Georgia; 50th Georgia; 51st Georgia; 53rd Georgia
a Manly's North Carolina Battery 90 B 4 nap
a Pulaski Artillery (Read) 80 B 4 3in
div c-rha C Maj. Gen. Richard H. Anderson / Anderson's Division
bde c-wilcox B Brig. Gen. Cadmus M. Wilcox / Wilcox's Brigade
R 1800 B: 8th Alabama; 9th Alabama; 10th Alabama; 11th Alabama; 14th Alabama
bde c-mahone B Brig. Gen. William Mahone / Mahone's Brigade
R 1600 B: 6th Virginia; 12th Virginia; 16th Virginia; 41st Virginia; 61st Virginia
bde c-featherston C Brig. Gen. Winfield S. Featherston / Featherston's Brigade
R 1500 B: 12th Mississippi; 16th Mississippi; 19th Mississippi; 48th Mississippi
bde c-wright C Brig. Gen. Ambrose R. Wright / Wright's Brigade
R 1500 B: 3rd Georgia; 22nd Georgia; 48th Georgia; 2nd Georgia Battalion
bde c-perry C Brig. Gen. Edward A. Perry / Perry's Brigade
R 700 C: 2nd Florida; 5th Florida; 8th Florida
a Norfolk Light Artillery Blues (Grandy) 80 B 4 3in
div c-pickett B Maj. Gen. George E. Pickett / Pickett's Division
bde c-garnett B Brig. Gen. Richard B. Garnett / Garnett's Brigade
R 1800 B: 8th Virginia; 18th Virginia; 19th Virginia; 28th Virginia; 56th Virginia
bde c-armistead B Brig. Gen. Lewis A. Armistead / Armistead's Brigade
R 1900 B: 9th Virginia; 14th Virginia; 38th Virginia; 53rd Virginia; 57th Virginia
bde c-kemper B Brig. Gen. James L. Kemper / Kemper's Brigade
R 1600 B: 1st Virginia; 3rd Virginia; 7th Virginia; 11th Virginia; 24th Virginia
bde c-jenkins B Brig. Gen. Micah Jenkins / Jenkins's Brigade
R 2000 B: 1st South Carolina (Hagood's); 2nd South Carolina Rifles; 5th South Carolina; 6th South Carolina; Hampton Legion; Palmetto Sharpshooters
bde c-corse C Brig. Gen. Montgomery D. Corse / Corse's Brigade
R 1300 B: 15th Virginia; 17th Virginia; 30th Virginia; 32nd Virginia
a Fauquier Artillery (Stribling) 90 B 6 nap
div c-hood A Maj. Gen. John B. Hood / Hood's Division
bde c-law A Brig. Gen. Evander M. Law / Law's Brigade
R 1900 B: 4th Alabama; 44th Alabama; 6th North Carolina; 54th North Carolina; 57th North Carolina
bde c-robertson B Brig. Gen. Jerome B. Robertson / the Texas Brigade (Robertson)
R 1800 A: 1st Texas; 4th Texas; 5th Texas; 3rd Arkansas
bde c-gtanderson B Brig. Gen. George T. Anderson / G. T. Anderson's Brigade
R 1900 B: 1st Georgia Regulars; 7th Georgia; 8th Georgia; 9th Georgia; 11th Georgia
bde c-toombs C Brig. Gen. Robert Toombs (Col. Henry L. Benning) / Toombs's Brigade
R 1500 B: 2nd Georgia; 15th Georgia; 17th Georgia; 20th Georgia
a Rowan Artillery (Reilly) 90 B 6 parr
div c-ransom B Brig. Gen. Robert Ransom Jr. / Ransom's Division
bde c-ransom-b B Brig. Gen. Robert Ransom Jr. / Ransom's Brigade
R 2000 B: 24th North Carolina; 25th North Carolina; 35th North Carolina; 49th North Carolina
bde c-cooke B Brig. Gen. John R. Cooke / Cooke's Brigade
R 1800 B: 15th North Carolina; 27th North Carolina; 46th North Carolina; 48th North Carolina
a Branch Artillery (Cooper) 80 B 4 nap
bde c-longarty A Col. James B. Walton / Longstreet's artillery on the heights (Washington Artillery and Alexander)
a Washington Artillery, 1st and 3rd Companies (Squires, Miller) 90 A 5 nap
a Washington Artillery, 2nd and 4th Companies (Richardson, Eshleman) 90 A 4 nap
a Alexander's Battalion, Parker's and Rhett's batteries 120 A 6 3in
a Alexander's Battalion, Moody's and Jordan's batteries 120 A 6 nap
a Lee's Hill guns (Ross's and Lewis's batteries) 100 B 6 parr
corps c-jack A Lt. Gen. Thomas J. Jackson / Second Corps
div c-aphill B Maj. Gen. Ambrose P. Hill / Light Division
bde c-brockenbrough C Col. John M. Brockenbrough / Field's Brigade (Brockenbrough)
R 900 C: 40th Virginia; 47th Virginia; 55th Virginia; 22nd Virginia Battalion
bde c-gregg B Brig. Gen. Maxcy Gregg / Gregg's Brigade
R 1500 B: 1st South Carolina; 1st South Carolina Rifles (Orr's); 12th South Carolina; 13th South Carolina; 14th South Carolina
bde c-thomas B Brig. Gen. Edward L. Thomas / Thomas's Brigade
R 1300 B: 14th Georgia; 35th Georgia; 45th Georgia; 49th Georgia
bde c-lane B Brig. Gen. James H. Lane / Lane's Brigade
R 1700 B: 7th North Carolina; 18th North Carolina; 28th North Carolina; 33rd North Carolina; 37th North Carolina
bde c-archer B Brig. Gen. James J. Archer / Archer's Brigade
R 1300 B: 5th Alabama Battalion; 19th Georgia; 1st Tennessee; 7th Tennessee; 14th Tennessee
bde c-pender B Brig. Gen. William D. Pender / Pender's Brigade
R 1600 B: 13th North Carolina; 16th North Carolina; 22nd North Carolina; 34th North Carolina; 38th North Carolina
bde c-walker-arty B Lt. Col. R. Lindsay Walker / Walker's Artillery Battalion (Light Division)
a Walker's Battalion on Prospect Hill, Pegram's and McIntosh's batteries 160 A 8 nap
a Walker's Battalion on Prospect Hill, Crenshaw's and Letcher batteries 120 A 6 3in
div c-early B Brig. Gen. Jubal A. Early / Ewell's Division (Early)
bde c-lawton C Col. Edmund N. Atkinson / Lawton's Brigade (Atkinson)
R 1700 B: 13th Georgia; 26th Georgia; 31st Georgia; 38th Georgia; 60th Georgia; 61st Georgia
bde c-trimble B Col. Robert F. Hoke / Trimble's Brigade (Hoke)
R 1500 B: 15th Alabama; 12th Georgia; 21st Georgia; 21st North Carolina; 1st North Carolina Battalion
bde c-walker-j C Col. James A. Walker / Early's Brigade (Walker)
R 1600 B: 13th Virginia; 25th Virginia; 31st Virginia; 44th Virginia; 49th Virginia; 52nd Virginia; 58th Virginia
bde c-hays B Brig. Gen. Harry T. Hays / Hays's Louisiana Brigade
R 1500 B: 5th Louisiana; 6th Louisiana; 7th Louisiana; 8th Louisiana; 9th Louisiana
a Latimer's Courtney Artillery and the Staunton Artillery 110 B 6 3in
div c-dhhill B Maj. Gen. Daniel H. Hill / D. H. Hill's Division
bde c-rodes A Brig. Gen. Robert E. Rodes / Rodes's Brigade
R 1900 B: 3rd Alabama; 5th Alabama; 6th Alabama; 12th Alabama; 26th Alabama
bde c-doles B Brig. Gen. George Doles / Doles's Brigade
R 1500 B: 4th Georgia; 44th Georgia; 1st North Carolina; 3rd North Carolina
bde c-colquitt C Brig. Gen. Alfred H. Colquitt / Colquitt's Brigade
R 1900 B: 13th Alabama; 6th Georgia; 23rd Georgia; 27th Georgia; 28th Georgia
bde c-iverson C Brig. Gen. Alfred Iverson / Iverson's Brigade
R 1600 B: 5th North Carolina; 12th North Carolina; 20th North Carolina; 23rd North Carolina
bde c-ramseur C Col. Bryan Grimes / Ramseur's Brigade (Grimes)
R 1300 B: 2nd North Carolina; 4th North Carolina; 14th North Carolina; 30th North Carolina
a Hardaway's Alabama Battery (Whitworth and rifles) 80 B 4 3in
div c-taliaferro C Brig. Gen. William B. Taliaferro / Jackson's Division (Taliaferro)
bde c-paxton B Brig. Gen. Elisha F. Paxton / the Stonewall Brigade (Paxton)
R 1200 B: 2nd Virginia; 4th Virginia; 5th Virginia; 27th Virginia; 33rd Virginia
bde c-jrjones C Brig. Gen. John R. Jones / Jones's Brigade
R 1000 B: 21st Virginia; 42nd Virginia; 48th Virginia; 1st Virginia Battalion
bde c-warren C Col. Edward T. H. Warren / Taliaferro's Brigade (Warren)
R 1200 B: 47th Alabama; 48th Alabama; 10th Virginia; 23rd Virginia; 37th Virginia
bde c-pendleton-e C Col. Edmund Pendleton / Starke's Louisiana Brigade (Pendleton)
R 1100 B: 1st Louisiana; 2nd Louisiana; 10th Louisiana; 14th Louisiana; 15th Louisiana
a Brockenbrough's guns, Carpenter's and Wooding's batteries 100 B 6 3in
div c-stuart A Maj. Gen. J. E. B. Stuart / Cavalry Division
# Stuart's two brigades count the troopers in the saddle, not the returns'
# present (the designer's figures, a quarter down from 1,600 and 1,200): the
# autumn's marching, sore tongue and grease heel had worn out the horses and
# many men had gone home for fresh ones (Stuart's biographers on the autumn
# of 1862). With the larger figures the computer's Stuart held Hamilton's
# Crossing dismounted and lost 600-1,700 troopers a game (about a hundred in
# 1862); it still holds it, with fewer men to lose (docs/SCENARIOS.md).
bde c-flee B Brig. Gen. Fitzhugh Lee / Fitz Lee's Brigade
R 1200 B carb: 1st Virginia Cavalry; 2nd Virginia Cavalry; 3rd Virginia Cavalry; 4th Virginia Cavalry
bde c-whflee B Brig. Gen. W. H. F. Lee / W. H. F. Lee's Brigade
R 900 B carb: 9th Virginia Cavalry; 10th Virginia Cavalry; 13th Virginia Cavalry
bde c-pelham A Maj. John Pelham / Stuart Horse Artillery (Pelham)
a Stuart Horse Artillery (Pelham) 70 A 2 nap
a Stuart Horse Artillery, Henry's battery 70 B 4 3in
"""


def load_oobs():
    return scengen.oobs_from_texts((UNION_OOB, CONFED_OOB))


NAMES_DE = {
    "Fredericksburg": "Fredericksburg", "Falmouth": "Falmouth", "Marye's Heights": "Marye's Heights (Marye-Höhen)",
    "Sunken Road and stone wall": "Hohlweg und Steinmauer", "Willis Hill": "Willis-Hügel",
    "Telegraph Hill (Lee's Hill)": "Telegraph Hill (Lees Hügel)", "Howison Hill": "Howison-Hügel",
    "Taylor's Hill": "Taylors Hügel", "Prospect Hill": "Prospect Hill", "Hamilton's Crossing": "Hamilton's Crossing",
    "The gap (Meade's breakthrough)": "Die Lücke (Meades Durchbruch)", "Millrace": "Mühlgraben",
    "Chatham (Lacy house)": "Chatham (Lacy-Haus)", "Phillips House": "Phillips-Haus",
    "Stafford Heights": "Stafford-Höhen", "Upper Crossing": "Oberer Übergang", "Middle Crossing": "Mittlerer Übergang",
    "Lower Crossing (Deep Run)": "Unterer Übergang (Deep Run)", "Old Richmond Road": "Alte Straße nach Richmond",
    "Military Road": "Militärstraße", "Mine Road": "Mine Road", "RF&P Railroad": "Eisenbahn RF&P",
    "Deep Run": "Deep Run (Bach)", "Hazel Run": "Hazel Run (Bach)", "Massaponax Creek": "Massaponax Creek (Bach)",
    "Slaughter Pen Farm": "Slaughter-Pen-Hof", "Mannsfield (Bernard house)": "Mannsfield (Bernard-Haus)",
    "Smithfield": "Smithfield", "Rappahannock River": "Rappahannock", "Marye House (Brompton)": "Marye-Haus (Brompton)",
    "Plank Road": "Plankenstraße", "Telegraph Road": "Telegraph Road",
    "Fredericksburg: Falmouth to Hamilton's Crossing": "Fredericksburg: von Falmouth bis Hamilton's Crossing",
    "The town": "Die Stadt", "Stone wall": "Die Steinmauer", "Hood's line at Deep Run": "Hoods Linie am Deep Run",
}
NAMES_FR = {
    "Fredericksburg": "Fredericksburg", "Falmouth": "Falmouth", "Marye's Heights": "hauteurs de Marye",
    "Sunken Road and stone wall": "chemin creux et mur de pierre", "Willis Hill": "colline Willis",
    "Telegraph Hill (Lee's Hill)": "Telegraph Hill (colline de Lee)", "Howison Hill": "colline Howison",
    "Taylor's Hill": "colline Taylor", "Prospect Hill": "Prospect Hill", "Hamilton's Crossing": "Hamilton's Crossing",
    "The gap (Meade's breakthrough)": "la brèche (percée de Meade)", "Millrace": "bief du moulin",
    "Chatham (Lacy house)": "Chatham (maison Lacy)", "Phillips House": "maison Phillips",
    "Stafford Heights": "hauteurs de Stafford", "Upper Crossing": "passage d'amont", "Middle Crossing": "passage du milieu",
    "Lower Crossing (Deep Run)": "passage d'aval (Deep Run)", "Old Richmond Road": "ancienne route de Richmond",
    "Military Road": "route militaire", "Mine Road": "route de la Mine", "RF&P Railroad": "chemin de fer RF&P",
    "Deep Run": "ruisseau Deep Run", "Hazel Run": "ruisseau Hazel Run", "Massaponax Creek": "ruisseau Massaponax",
    "Slaughter Pen Farm": "ferme Slaughter Pen", "Mannsfield (Bernard house)": "Mannsfield (maison Bernard)",
    "Smithfield": "Smithfield", "Rappahannock River": "le Rappahannock", "Marye House (Brompton)": "maison Marye (Brompton)",
    "Plank Road": "route de planches", "Telegraph Road": "route du télégraphe",
    "Fredericksburg: Falmouth to Hamilton's Crossing": "Fredericksburg : de Falmouth à Hamilton's Crossing",
    "The town": "la ville", "Stone wall": "le mur de pierre", "Hood's line at Deep Run": "ligne de Hood à Deep Run",
}


def translations(m, objectives, title_de, title_fr, desc_de, desc_fr):
    return scengen.localized(m, objectives, NAMES_DE, NAMES_FR, title_de, title_fr, desc_de, desc_fr)


def meta(title, desc, start, turns, victory):
    return {"title": title, "description": desc, "source": SOURCE, "map": "../maps/fredericksburg.json",
            "date": "1862-12-13", "start": start, "turns": turns, "dawn": "07:00", "dusk": "17:00",
            "dayTurnMinutes": 20, "nightTurnMinutes": 60, "firstSide": "union",
            "rules": {"fogOfWar": True, "routLimiting": False}, "victory": victory}


def line_hexes(a, b):
    """Hexes on the straight line between two (lat, lon) points."""
    ha, hb = GRID.hex_at(*P(*a)), GRID.hex_at(*P(*b))
    n = max(1, mapgen.hex_distance(ha, hb))
    out = []
    for k in range(n + 1):
        t = k / n
        xa, ya = P(*a)
        xb, yb = P(*b)
        h = GRID.hex_at(xa + (xb - xa) * t, ya + (yb - ya) * t)
        if h not in out:
            out.append(h)
    return out


def place_along(s, fid, hexes, facing, per_hex=1, fatigue=0):
    """Every unit of formation fid in the given hexes, in order (a line in
    position: the Sunken Road, the railroad), up to per_hex units a hex; the
    brigade leaders with their first unit."""
    o = s._oob_of(fid)
    s.include(fid)
    slots = [h for h in hexes for _ in range(per_hex)]
    k = 0
    for bde in o.brigades_of(fid):
        s.include(bde)
        for u0 in o.units_of(bde):
            u = dict(u0)
            while True:
                assert k < len(slots), f"no room for {u['id']}"
                h = slots[k]
                k += 1
                if s._fits(h, u):
                    break
            u["hex"] = list(h)
            u["facing"] = facing
            if u["type"] != "wagon":
                u["formation"] = scengen.DEPLOYED[u["type"]]
            if fatigue:
                u["fatigue"] = fatigue
            s.units[u["id"]] = u
            s.stack.setdefault(h, []).append(u["id"])
            s.placed_leaders.setdefault(bde, h)
    for i in o.descendants(fid):
        s.placed_leaders.setdefault(i, tuple(hexes[len(hexes) // 2]))


def occupy(s, xy, side):
    """Each side starts holding its objectives (scengen.occupy_hex)."""
    scengen.occupy_hex(s, s.hex(xy), side)


def hold_objectives(s, sides):
    for o, side in zip(s.objectives, sides):
        if side:
            occupy(s, P_of_hex(o["hex"]), side)


def P_of_hex(h):
    return GRID.centre(*h)


def hx(lat, lon):
    return P(lat, lon)


# Places (lat, lon)
MARYE = (38.2970, -77.4712)
WALL = (38.2965, -77.4684)
WILLIS = (38.2933, -77.4700)
LEES_HILL = (38.2842, -77.4672)
PROSPECT = (38.2505, -77.4402)
HAMILTON = (38.2463, -77.4325)
GAP = (38.2565, -77.4440)
TOWN = (38.3015, -77.4585)
UPPER_W, UPPER_E = (38.3062, -77.4600), (38.3080, -77.4530)
MIDDLE_W, MIDDLE_E = (38.2962, -77.4545), (38.2975, -77.4480)
LOWER_W, LOWER_E = (38.2812, -77.4372), (38.2866, -77.4292)


def wall_hexes():
    m = json.load(open("maps/fredericksburg.json", encoding="utf-8"))
    walls = sorted({tuple(s["hex"]) for s in m["hexsides"] if s["feature"] == "stone-wall"}, key=lambda h: h[1])
    return walls


# --- 09 The whole battle -------------------------------------------------------------------------
GRAND_EN = (
    "Grand battle. 13 December 1862, eight in the morning, as the fog lifts off the Rappahannock plain. "
    "Ambrose Burnside's Army of the Potomac, 100,000 men, has bridged the river under fire and stands on the "
    "Confederate bank: Sumner's Right Grand Division, the II and IX Corps, packed in the sacked streets of "
    "Fredericksburg; Franklin's Left Grand Division, the I and VI Corps, on the open plain below Deep Run "
    "astride the Old Richmond Road; Hunt's long guns on Stafford Heights behind. Hooker's Center Grand "
    "Division waits across the river and will cross as it is called for: Birney and Sickles by the lower "
    "bridges to Franklin, Griffin, Humphreys and Sykes of the V Corps and Whipple by the upper bridges to the "
    "town. Robert E. Lee holds the hills behind: Longstreet's First Corps from Taylor's Hill over Marye's "
    "Heights, where Cobb's Georgians stand behind the stone wall of the Sunken Road under the Washington "
    "Artillery, to Lee's Hill; Jackson's Second Corps along the wooded ridge and the railroad to Prospect "
    "Hill and Hamilton's Crossing, A. P. Hill's Light Division in front with a marshy wooded tongue, a gap of "
    "600 yards, between Lane's and Archer's brigades, Early and Taliaferro behind, D. H. Hill in reserve, "
    "Stuart's horsemen and Pelham's guns on the right. Burnside wants Franklin to turn Lee's right at "
    "Prospect Hill while Sumner seizes Marye's Heights. Take Marye's Heights or Prospect Hill, or hold them, "
    "by dusk: a height taken is worth more to the Union than the men it costs; the town and the bridges are "
    "the Union's base and count for nothing in themselves."
)
GRAND_DE = (
    "Große Schlacht. 13. Dezember 1862, acht Uhr morgens, während sich der Nebel über der Ebene am "
    "Rappahannock hebt. Ambrose Burnsides Potomac-Armee, 100.000 Mann, hat den Fluss unter Feuer überbrückt "
    "und steht auf dem Ufer der Konföderierten: Sumners Rechte Große Division, das II. und IX. Korps, "
    "zusammengedrängt in den geplünderten Straßen von Fredericksburg; Franklins Linke Große Division, das I. "
    "und VI. Korps, unterhalb des Deep Run auf der offenen Ebene beiderseits der Alten Straße nach Richmond; "
    "dahinter Hunts schwere Geschütze auf den Stafford-Höhen. Hookers Mittlere Große Division wartet jenseits "
    "des Flusses und überschreitet ihn, wenn sie gerufen wird: Birney und Sickles über die unteren Brücken zu "
    "Franklin, Griffin, Humphreys und Sykes vom V. Korps sowie Whipple über die oberen Brücken in die Stadt. "
    "Robert E. Lee hält die Hügel dahinter: Longstreets I. Korps von Taylors Hügel über die Marye-Höhen, wo "
    "Cobbs Georgier hinter der Steinmauer des Hohlwegs unter den Geschützen der Washington Artillery stehen, "
    "bis zu Lees Hügel; Jacksons II. Korps auf dem bewaldeten Höhenzug und entlang der Eisenbahn bis Prospect "
    "Hill und Hamilton's Crossing, A. P. Hills Leichte Division vorn, mit einer sumpfigen, bewaldeten Zunge, "
    "einer Lücke von 600 Yards, zwischen den Brigaden Lane und Archer, Early und Taliaferro dahinter, D. H. "
    "Hill in Reserve, Stuarts Reiter und Pelhams Geschütze auf dem rechten Flügel. Burnside will, dass "
    "Franklin Lees rechten Flügel bei Prospect Hill umfasst, während Sumner die Marye-Höhen nimmt. Nehmen oder "
    "halten Sie bis zur Dämmerung die Marye-Höhen oder Prospect Hill: eine genommene Höhe ist der Union mehr "
    "wert als die Männer, die sie kostet; die Stadt und die Brücken sind ihre Basis und zählen für sich nichts."
)
GRAND_FR = (
    "Grande bataille. 13 décembre 1862, huit heures du matin, tandis que le brouillard se lève sur la plaine "
    "du Rappahannock. L'armée du Potomac d'Ambrose Burnside, 100 000 hommes, a jeté ses ponts sous le feu et "
    "se tient sur la rive confédérée : la grande division de droite de Sumner, les IIe et IXe corps, entassée "
    "dans les rues pillées de Fredericksburg ; la grande division de gauche de Franklin, les Ier et VIe corps, "
    "dans la plaine découverte au-dessous de Deep Run, de part et d'autre de l'ancienne route de Richmond ; "
    "derrière, les grosses pièces de Hunt sur les hauteurs de Stafford. La grande division du centre de "
    "Hooker attend sur l'autre rive et passera quand on l'appellera : Birney et Sickles par les ponts d'aval "
    "pour soutenir Franklin, Griffin, Humphreys et Sykes du Ve corps ainsi que Whipple par les ponts d'amont "
    "vers la ville. Robert E. Lee tient les collines : le Ier corps de Longstreet de la colline Taylor aux "
    "hauteurs de Marye, où les Géorgiens de Cobb attendent derrière le mur de pierre du chemin creux sous les "
    "canons de la Washington Artillery, jusqu'à la colline de Lee ; le IIe corps de Jackson sur la crête boisée "
    "et le long de la voie ferrée jusqu'à Prospect Hill et Hamilton's Crossing, la division légère d'A. P. "
    "Hill en première ligne, avec entre les brigades Lane et Archer une langue de bois marécageux, une brèche "
    "de 600 yards, Early et Taliaferro derrière, D. H. Hill en réserve, les cavaliers de Stuart et les canons "
    "de Pelham à droite. Burnside veut que Franklin tourne la droite de Lee à Prospect Hill pendant que Sumner "
    "s'empare des hauteurs de Marye. Prenez ou tenez au crépuscule les hauteurs de Marye ou Prospect Hill : "
    "une hauteur prise vaut davantage pour l'Union que les hommes qu'elle coûte ; la ville et les ponts sont "
    "sa base et ne comptent pour rien en eux-mêmes."
)


def confederate_line(s):
    """Longstreet's line on the heights (both scenarios)."""
    # Cobb's Georgians and Cooke's North Carolinians in the Sunken Road,
    # two regiments a hex (they stood four deep behind the wall by the
    # afternoon); Ransom's brigade on the crest behind with the guns.
    # (With Cobb alone in the wall, one regiment a hex, the computer's Union
    # took the wall in four games of six of scenario 10.)
    walls = wall_hexes()
    place_along(s, "c-cobb", walls, "NE", per_hex=2)
    place_along(s, "c-cooke", walls[::-1], "NE", per_hex=2)
    s.deploy("c-longarty", hx(38.2960, -77.4712), facing="SE")
    s.deploy("c-ransom-b", hx(38.2975, -77.4735), facing="NE")
    s.place_leader("c-ransom", hx(38.2975, -77.4725))
    s.place_leader("c-long", hx(38.2860, -77.4690))
    s.place_leader("c-mclaws", hx(38.2900, -77.4700))


def grand():
    m = json.load(open("maps/fredericksburg.json", encoding="utf-8"))
    s = scengen.Scenario(m, GRID, load_oobs())
    # Union: Sumner in the town, Franklin on the plain, Hunt on Stafford Heights
    s.deploy("u-ii3", hx(38.3000, -77.4595), facing="SW", formation="column")
    s.deploy("u-ii1", hx(38.3045, -77.4605), facing="SW", formation="column")
    s.deploy("u-ii2", hx(38.3080, -77.4620), facing="SW", formation="column")
    s.deploy("u-ix2", hx(38.2955, -77.4570), facing="SW", formation="column")
    s.deploy("u-ix3", hx(38.2935, -77.4530), facing="SW", formation="column")
    s.deploy("u-ix1", hx(38.2870, -77.4470), facing="SW")
    s.deploy("u-i3", hx(38.2690, -77.4260), facing="SW")
    s.deploy("u-i2", hx(38.2745, -77.4320), facing="SW")
    s.deploy("u-i1", hx(38.2620, -77.4160), facing="S")
    s.deploy("u-bayard", hx(38.2560, -77.4150), facing="S")
    # Hunt's guns on Stafford Heights and the II and IX Corps' batteries
    # parked beside them fired across the river all day; they are left out
    # (the computer would march them over the bridges, which they never
    # crossed), as are the Union cavalry divisions that stayed on the far bank.
    for f, xy in (("u-aop", (38.2995, -77.4410)), ("u-rgd", (38.3030, -77.4590)), ("u-ii", (38.3010, -77.4600)),
                  ("u-ix", (38.2950, -77.4560)), ("u-lgd", (38.2780, -77.4360)), ("u-i", (38.2720, -77.4300))):
        s.place_leader(f, hx(*xy))
    # The VI Corps lay by the lower bridges all day under Franklin's orders
    # to hold the bridgehead (Franklin's report; O'Reilly): it is held back
    # and comes into the game's hands from 13:20, a division at a time, a
    # chance of 30% a turn each, at the bridgehead.
    for k, d in enumerate(("u-vi1", "u-vi3", "u-vi2")):
        s.arrive(d, 16, hx(*LOWER_W), chance=30)
    # Hooker's grand division crosses through the day (O'Reilly): Birney and
    # Sickles over the lower bridges in the late morning, Whipple and the V
    # Corps over the upper and middle bridges from one o'clock.
    s.arrive("u-iii1", 7, hx(*LOWER_E))
    s.arrive("u-iii2", 12, hx(*LOWER_E), chance=50)
    s.arrive("u-iii3", 17, hx(*UPPER_E))
    s.arrive("u-v1", 17, hx(*MIDDLE_E))
    s.arrive("u-v3", 20, hx(*UPPER_E))
    s.arrive("u-v2", 23, hx(*MIDDLE_E))
    # Confederates
    confederate_line(s)
    s.deploy("c-wilcox", hx(38.3075, -77.4770), facing="NE")
    s.deploy("c-mahone", hx(38.3040, -77.4760), facing="NE")
    s.deploy("c-featherston", hx(38.3010, -77.4760), facing="NE")
    s.deploy("c-wright", hx(38.3030, -77.4800), facing="NE")
    s.deploy("c-perry", hx(38.3100, -77.4720), facing="NE")
    s.place_leader("c-rha", hx(38.3040, -77.4780))
    s.deploy("c-barksdale", hx(38.2890, -77.4700), facing="NE")
    s.deploy("c-semmes", hx(38.2840, -77.4680), facing="NE")   # with McLaws's batteries on Lee's Hill
    s.deploy("c-kershaw", hx(38.2790, -77.4665), facing="NE")
    s.deploy("c-pickett", hx(38.2750, -77.4640), facing="NE")
    s.deploy("c-hood", hx(38.2695, -77.4590), facing="SE")
    # Jackson: A. P. Hill's front along the railroad and the ridge, the gap
    # between Lane and Archer; Early and Taliaferro behind; D. H. Hill back.
    s.deploy("c-pender", hx(38.2665, -77.4535), facing="SE")
    s.deploy("c-lane", hx(38.2610, -77.4455), facing="SE")
    s.deploy("c-archer", hx(38.2525, -77.4398), facing="SE")
    s.deploy("c-brockenbrough", hx(38.2480, -77.4390), facing="SE")
    s.deploy("c-gregg", hx(38.2570, -77.4500), facing="SE")
    s.deploy("c-thomas", hx(38.2630, -77.4545), facing="SE")
    s.place_leader("c-aphill", hx(38.2560, -77.4480))
    s.place_leader("c-jack", hx(38.2520, -77.4440))
    s.place_leader("c-anv", hx(38.2845, -77.4680))
    s.deploy("c-early", hx(38.2540, -77.4600), facing="SE")
    s.deploy("c-taliaferro", hx(38.2640, -77.4640), facing="SE")
    # D. H. Hill's division came up from Grace Church and Yerby's, south of
    # the map, in the early afternoon (O'Reilly); Stuart's horsemen held the
    # flank toward the Massaponax, Pelham's guns forward on the Richmond road.
    s.arrive("c-dhhill", 16, hx(38.2330, -77.4700))
    s.deploy("c-flee", hx(38.2320, -77.4230), facing="N")
    s.deploy("c-whflee", hx(38.2330, -77.4330), facing="N")
    s.deploy("c-pelham", hx(38.2440, -77.4235), facing="NE")
    s.deploy("c-walker-arty", hx(*PROSPECT), facing="NE")
    # Objectives (docs/scenarios-fredericksburg.md, "Objectives and victory"):
    # the heights worth much to the Union, which can win only by holding one
    # at dusk; the town and the crossings worth nothing to either side (the
    # computer attacks while any objective worth points is not its own,
    # src/ai/aiposture.cpp, and the Confederates would leave their hills).
    # The Confederates' points on the heights and along their line are on the
    # Union's side of the same objectives (Marye's Heights was 5,000 / 500, the
    # wall 3,000 / 500, Lee's Hill 2,500 / 300, Prospect Hill 5,000 / 500, the
    # positions of Lee's line 0 / 300): the computer weighs an objective by the
    # sum of both sides' points (src/ai/aimovement.cpp, unitplanner.cpp), so its
    # brigades hold and attack the same places, but Lee, who held a line he
    # already had, scores only what the attack cost the Union, and a height the
    # Union takes is worth the whole sum to it. It makes up the Union's share
    # of the VP the smaller Confederate losses (Stuart's troopers) took away.
    s.objective(hx(*MARYE), "Marye's Heights", 5500, 0)
    s.objective(hx(*WALL), "Stone wall", 3500, 0)
    s.objective(hx(*WILLIS), "Willis Hill", 1500, 0)
    s.objective(hx(*LEES_HILL), "Telegraph Hill (Lee's Hill)", 2800, 0)
    s.objective(hx(*PROSPECT), "Prospect Hill", 5500, 0)
    s.objective(hx(*HAMILTON), "Hamilton's Crossing", 3000, 0)
    s.objective(hx(*GAP), "The gap (Meade's breakthrough)", 1500, 0)
    # Positions along Lee's line worth 300 (to the Union, above): each gives
    # brigades of the line a place to hold (the computer's brigades without an
    # objective to hold go for the nearest enemy, RULES/AI.md).
    s.objective(hx(38.3075, -77.4775), "Taylor's Hill", 300, 0)
    s.objective(hx(38.2785, -77.4640), "Howison Hill", 300, 0)
    s.objective(hx(38.2700, -77.4590), "Hood's line at Deep Run", 300, 0)
    s.objective(hx(38.2600, -77.4520), "Military Road", 300, 0)
    s.objective(hx(38.2385, -77.4160), "Massaponax Creek", 300, 0)
    s.objective(hx(*TOWN), "The town", 0, 0)
    s.objective(hx(*UPPER_W), "Upper Crossing", 0, 0)
    s.objective(hx(*MIDDLE_W), "Middle Crossing", 0, 0)
    s.objective(hx(*LOWER_W), "Lower Crossing (Deep Run)", 0, 0)
    hold_objectives(s, ["confederate"] * 6 + [None] + ["confederate"] * 5 + ["union"] * 4)
    # A minor victory needs a lead of 1,500 VP, about a brigade's losses (was
    # 800): with every point the Union's, a smaller lead decided little; and
    # the computer stops attacking in the last three turns once it reckons its
    # lead at the minor margin (src/ai/aiposture.cpp), so at 800 the fighting
    # died down before dusk in several games and the Union lost under 0.75x
    # history (docs/SCENARIOS.md, steps 25 and 30).
    md = meta("Fredericksburg, 13 December 1862 (the whole battle)", GRAND_EN, "08:00", 27,
              {"minor": 1500, "major": 8000})
    return s.build(md, translations(m, s.objectives, "Fredericksburg, 13. Dezember 1862 (die ganze Schlacht)",
                                    "Fredericksburg, 13 décembre 1862 (toute la bataille)", GRAND_DE, GRAND_FR))


# --- 10 Marye's Heights --------------------------------------------------------------------------
MARYE_EN = (
    "13 December 1862, noon. Franklin's attack at Prospect Hill is under way three miles to the south; now "
    "Burnside orders Sumner forward against Marye's Heights. From the streets of Fredericksburg the brigades "
    "of French's division file out over the millrace bridges on Hanover Street and the Plank Road, deploy "
    "under the guns in the shallow swale beyond, and go up the open slope toward a stone wall along the "
    "Sunken Road, where Thomas Cobb's Georgians and then John Cooke's North Carolinians stand four deep; "
    "above them the Washington Artillery and Alexander's guns sweep the plain, and 'a chicken could not live "
    "on that field'. Hancock's division follows, the Irish Brigade among it, then Howard's and Sturgis's; "
    "Kershaw brings his South Carolinians down from Lee's Hill when Cobb falls; Griffin's, Humphreys's and "
    "Sykes's divisions of the V Corps cross from Falmouth in the afternoon, and Getty's comes up from the "
    "south end of the town at dusk. Take the stone wall and the heights behind it, or hold them, by "
    "nightfall."
)
MARYE_DE = (
    "13. Dezember 1862, Mittag. Drei Meilen weiter südlich ist Franklins Angriff bei Prospect Hill im Gang; "
    "jetzt befiehlt Burnside Sumner den Angriff auf die Marye-Höhen. Aus den Straßen von Fredericksburg ziehen "
    "die Brigaden von Frenchs Division über die Brücken des Mühlgrabens an der Hanover Street und der "
    "Plankenstraße, entwickeln sich unter dem Feuer in der flachen Mulde dahinter und steigen den offenen "
    "Hang hinauf gegen eine Steinmauer am Hohlweg, hinter der Thomas Cobbs Georgier und dann John Cookes "
    "Nordkaroliner vier Glieder tief stehen; über ihnen bestreichen die Washington Artillery und Alexanders "
    "Geschütze die Ebene, und „kein Huhn könnte auf diesem Feld leben“. Hancocks Division folgt, mit ihr die "
    "Irische Brigade, dann die Divisionen Howard und Sturgis; Kershaw führt seine Südkaroliner von Lees Hügel "
    "herab, als Cobb fällt; die Divisionen Griffin, Humphreys und Sykes vom V. Korps kommen am Nachmittag von "
    "Falmouth herüber, und Getty rückt in der Dämmerung vom Südende der Stadt an. Nehmen oder halten Sie bis "
    "zur Nacht die Steinmauer und die Höhen dahinter."
)
MARYE_FR = (
    "13 décembre 1862, midi. À cinq kilomètres au sud, l'attaque de Franklin à Prospect Hill est engagée ; "
    "Burnside ordonne maintenant à Sumner de marcher sur les hauteurs de Marye. Des rues de Fredericksburg, "
    "les brigades de la division French défilent sur les ponts du bief du moulin, rue Hanover et route de "
    "planches, se déploient sous les obus dans le léger creux au-delà et montent la pente découverte vers un "
    "mur de pierre bordant le chemin creux, derrière lequel les Géorgiens de Thomas Cobb, puis les "
    "Nord-Caroliniens de John Cooke, tiennent sur quatre rangs ; au-dessus d'eux la Washington Artillery et "
    "les canons d'Alexander balaient la plaine, et « un poulet ne pourrait pas vivre sur ce champ ». La "
    "division Hancock suit, avec la brigade irlandaise, puis celles de Howard et de Sturgis ; Kershaw descend "
    "de la colline de Lee avec ses Sud-Caroliniens quand Cobb tombe ; les divisions Griffin, Humphreys et "
    "Sykes du Ve corps passent la rivière depuis Falmouth l'après-midi, et Getty arrive du sud de la ville au "
    "crépuscule. Prenez ou tenez le mur de pierre et les hauteurs derrière lui à la nuit tombée."
)


def marye():
    m = json.load(open("maps/fredericksburg.json", encoding="utf-8"))
    s = scengen.Scenario(m, GRID, load_oobs())
    # Noon: French's division has filed over the millrace and formed in the
    # swale beyond it, Kimball's brigade in front (O'Reilly); Hancock's
    # division is coming out of the town behind it.
    place_along(s, "u-kimball", line_hexes((38.2995, -77.4655), (38.2950, -77.4650)), "SW", fatigue=100)
    place_along(s, "u-andrews", line_hexes((38.2998, -77.4630), (38.2960, -77.4625)), "SW", fatigue=100)
    place_along(s, "u-palmer", line_hexes((38.3015, -77.4648), (38.3003, -77.4640)), "SW", per_hex=2, fatigue=100)
    s.place_leader("u-ii3", hx(38.2985, -77.4635))
    s.deploy("u-ii1", hx(38.3005, -77.4605), facing="SW", formation="column", fatigue=100)
    s.deploy("u-ii2", hx(38.3075, -77.4620), facing="SW", formation="column", fatigue=100)
    s.deploy("u-ix2", hx(38.2955, -77.4570), facing="SW", formation="column", fatigue=100)
    s.deploy("u-ix3", hx(38.2935, -77.4530), facing="SW", formation="column", fatigue=100)
    # The guns on Stafford Heights could not reach the heights to any
    # purpose (Hunt's report): they are left out of this scenario.
    for f, xy in (("u-aop", (38.2995, -77.4410)), ("u-rgd", (38.3030, -77.4590)), ("u-ii", (38.3010, -77.4600)),
                  ("u-ix", (38.2950, -77.4560))):
        s.place_leader(f, hx(*xy))
    s.arrive("u-v1", 6, hx(*MIDDLE_E))
    s.arrive("u-iii3", 6, hx(*UPPER_E))
    s.arrive("u-v3", 9, hx(*UPPER_E))
    s.arrive("u-v2", 12, hx(*MIDDLE_E))
    confederate_line(s)
    s.deploy("c-semmes", hx(38.2840, -77.4680), facing="NE")
    s.deploy("c-featherston", hx(38.3010, -77.4760), facing="NE")
    s.deploy("c-wright", hx(38.3030, -77.4800), facing="NE")
    s.place_leader("c-rha", hx(38.3020, -77.4780))
    s.arrive("c-kershaw", 6, hx(38.2880, -77.4690))
    s.arrive("c-barksdale", 10, hx(38.2880, -77.4690))
    s.objective(hx(*MARYE), "Marye's Heights", 3000, 500)
    s.objective(hx(*WALL), "Stone wall", 2000, 500)
    s.objective(hx(*WILLIS), "Willis Hill", 1000, 0)
    s.objective(hx(*TOWN), "The town", 0, 0)
    s.objective(hx(*UPPER_W), "Upper Crossing", 0, 0)
    s.objective(hx(*MIDDLE_W), "Middle Crossing", 0, 0)
    hold_objectives(s, ["confederate"] * 3 + ["union"] * 3)
    md = meta("Marye's Heights, 13 December 1862", MARYE_EN, "12:00", 15, {"minor": 300, "major": 5000})
    return s.build(md, translations(m, s.objectives, "Die Marye-Höhen, 13. Dezember 1862",
                                    "Les hauteurs de Marye, 13 décembre 1862", MARYE_DE, MARYE_FR))


def with_history(name, scenario):
    return scengen.with_history(scenario, HISTORY[name])


def main():
    only = sys.argv[1:]
    for name, fn in (("09-fredericksburg", grand), ("10-marye-s-heights", marye)):
        if only and name not in only:
            continue
        sc = with_history(name, fn())
        mapgen.write_json(f"scenarios/{name}.json", sc)
        men = {side: sum(u["men"] for u in sc["units"] if u["side"] == side) for side in ("union", "confederate")}
        print(name, len(sc["units"]), "units", men)


if __name__ == "__main__":
    main()
