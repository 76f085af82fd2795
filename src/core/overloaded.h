#pragma once
// A visitor made of lambdas, one per alternative of a std::variant
// (std::visit(Overloaded{[](const A &) {…}, [](const B &) {…}}, v)).

namespace hardtack {

template<class... Ts>
struct Overloaded : Ts...
{
    using Ts::operator()...;
};
template<class... Ts>
Overloaded(Ts...) -> Overloaded<Ts...>;

} // namespace hardtack
