@variant:bela @source:S002 @area:play
Feature: What a player may play in Bela (S002)
  The player to the dealer's right leads the first trick; the winner of a trick leads the next. Each
  player must follow the led suit and, holding a higher card of it, beat the highest card of that suit
  played so far: the iber rule. Once a player has trumped a plain lead, the others still follow suit but
  need not beat it. When trump is led, a player must beat the highest trump if he can. A player without
  the led suit must trump, whoever is winning the trick, his partner included; only a player with
  neither the led suit nor a trump may play any card. Seed 002 asks a player who trumps after another
  trump only for a trump, not a higher one.
  Play goes counter-clockwise: E, N, W, S. Partners are N and S, E and W. Hearts are trump throughout.

  The stateful scenarios deal this deck, dealt by S (E speaks first and passes, N calls hearts; E leads
  the first trick):
    E holds 8S QS JC QC KC AD KD 7D
    N holds 7S 10S 9H QH KH AC 7C 8D
    W holds 7H 8H AH JD 9D 10D QD 10C
    S holds 9S JS KS AS JH 10H 9C 8C

  Scenario: The player leading a trick may play any card
    Source S002: "Jocul începe cu primul jucător de la dreapta la dealer."

    Given the contract is hearts
    And N holds AS 7S JH 8C
    And no card has been played to the trick
    Then N may play any card

  Scenario: A player must follow the led suit even when he cannot beat it
    Source S002: "El este urmat de jucătorul de lângă el care nu numai că trebuie să respecte costumul care a fost aruncat"

    Given the contract is hearts
    And N holds 7C 8C JH 9D
    And the trick so far is E AC
    Then the legal cards for N are 7C 8C

  Scenario: Holding a higher card of the led suit a player must beat the card led (iber)
    Source S002: "dar trebuie și să arunce o carte mai mare decât cartea anterioară care a fost aruncată"
    Source S002: "De exemplu, dacă primul jucător aruncă opt de pică, iar următorul jucător deține șapte de pică și zece de pică, el trebuie să arunce zece pe opt, nu pe șapte."
    Source S002: "Aceasta este așa-numita regulă iberică (după über german – mai sus)."

    Given the contract is hearts
    And N holds 7S 10S KD 9H
    And the trick so far is E 8S
    Then the legal cards for N are 10S

  Scenario: Any higher card of the led suit satisfies the iber rule
    Source S002: "dar trebuie și să arunce o carte mai mare decât cartea anterioară care a fost aruncată"

    Given the contract is hearts
    And N holds 7S 10S AS 9H
    And the trick so far is E 8S
    Then the legal cards for N are 10S AS

  Scenario: The third player must beat the highest card of the led suit so far
    Source S002: "dar trebuie și să arunce o carte mai mare decât cartea anterioară care a fost aruncată"
    Source S002: "Ar trebui să aruncați întotdeauna cartea mai puternică, desigur, dacă jucătorul o are."

    Given the contract is hearts
    And W holds 9S AS 7D
    And the trick so far is E 8S, N 10S
    Then the legal cards for W are AS

  Scenario: A player who cannot beat the led suit plays any card of it
    Source S002: "Ar trebui să aruncați întotdeauna cartea mai puternică, desigur, dacă jucătorul o are."

    Given the contract is hearts
    And W holds 7S KS 8H
    And the trick so far is E AS, N 10S
    Then the legal cards for W are 7S KS

  Scenario: After a ruff the next player follows suit but need not beat the card led
    Source S002: "jucătorul de după el trebuie să respecte culoarea de start, dar nu trebuie să respecte „iber”"
    Source S002: "De exemplu: atuul este o inimă, primul jucător aruncă opt de pică, următorul jucător nu are pică și taie costumul cu atu și aruncă orice inimă. Următorul jucător deține asul de pică și șapte de pică și este liber să arunce șapte de pică"

    Given the contract is hearts
    And W holds AS 7S JH KD
    And the trick so far is E 8S, N 9H
    Then the legal cards for W are AS 7S

  Scenario: After a ruff the last player need not beat the led suit either
    Source S002: "deoarece regula cărții mai puternice nu se aplică atunci când un costum este tăiat de un atu."

    Given the contract is hearts
    And S holds AS 7S KD
    And the trick so far is E 8S, N 9H, W 10S
    Then the legal cards for S are AS 7S

  Scenario: When trump is led a player must beat it if he can
    Source S002: "Dacă prima carte este un atu, următorul jucător trebuie să arunce o carte mai puternică în atu, dacă are una."

    Given the contract is hearts
    And N holds 9H 8H AC
    And the trick so far is E 10H
    Then the legal cards for N are 9H

  Scenario: When trump is led a player must beat the highest trump so far
    Source S002: "Dacă prima carte este un atu, următorul jucător trebuie să arunce o carte mai puternică în atu, dacă are una."

    Given the contract is hearts
    And W holds AH 8H KC
    And the trick so far is E 7H, N 10H
    Then the legal cards for W are AH

  Scenario: When trump is led and cannot be beaten a player still plays a trump
    Source S002: "trebuie să respecte costumul care a fost aruncat"
    Source S002: "o carte mai puternică în atu, dacă are una."

    Given the contract is hearts
    And N holds 9H 7H AC
    And the trick so far is E JH
    Then the legal cards for N are 9H 7H

  Scenario: When trump is led a player without trump may play any card
    Source S002: "Dacă nici măcar nu are un atu, abia atunci poate arunca orice carte."

    Given the contract is hearts
    And N holds AC 7D 8S
    And the trick so far is E JH
    Then N may play any card

  Scenario: A player without the led suit must trump
    Source S002: "Dacă jucătorul nu are culoarea inițială jucată, atunci el aruncă atuul."

    Given the contract is hearts
    And N holds 7H 8H AD 7S
    And the trick so far is E AC
    Then the legal cards for N are 7H 8H

  Scenario: A player without the led suit must trump even when his partner holds the trick
    Source S002: "Dacă jucătorul nu are culoarea inițială jucată, atunci el aruncă atuul."

    Given the contract is hearts
    And N holds 7H AD 8S
    And the trick so far is S AC, E 7C
    Then the legal cards for N are 7H

  Scenario: A player without the led suit must trump even when his partner has trumped
    Source S002: "Dacă jucătorul nu are culoarea inițială jucată, atunci el aruncă atuul."

    Given the contract is hearts
    And N holds 8H AD
    And the trick so far is W AC, S 9H, E 7C
    Then the legal cards for N are 8H

  Scenario: A player trumping after an opponent's trump may play any trump
    Source S002: "Dacă jucătorul nu are culoarea inițială jucată, atunci el aruncă atuul."

    Given the contract is hearts
    And W holds JH 7H KD
    And the trick so far is E AC, N 9H
    Then the legal cards for W are JH 7H

  Scenario: Only a player with neither the led suit nor a trump may play any card
    Source S002: "Dacă nici măcar nu are un atu, abia atunci poate arunca orice carte."

    Given the contract is hearts
    And N holds 7D 8S KD
    And the trick so far is E AC
    Then N may play any card

  Scenario: The player to the right of the dealer leads the first trick, whoever called
    Source S002: "Jocul începe cu primul jucător de la dreapta la dealer."

    Given S deals the deck 8S QS JC 7S 10S 9H 7H 8H AH 9S JS KS QC KC AD QH KH AC JD 9D 10D AS JH 10H KD 7D 7C 8D QD 10C 9C 8C
    When E passes
    And N takes hearts
    Then the contract is hearts taken by N
    And it is E's turn to play

  Scenario: The winner of a trick leads the next one
    Source S002: "Jucătorul care a aruncat cea mai puternică carte cumpără un truc și joacă primul în următoarea aruncare."

    Given S deals the deck 8S QS JC 7S 10S 9H 7H 8H AH 9S JS KS QC KC AD QH KH AC JD 9D 10D AS JH 10H KD 7D 7C 8D QD 10C 9C 8C
    When E passes
    And N takes hearts
    And E plays 8S
    And N plays 10S
    And W plays 7H
    And S plays 9S
    Then it is W's turn to play

  Scenario: A card played out of turn is rejected
    Source S002: "El este urmat de jucătorul de lângă el"

    Given S deals the deck 8S QS JC 7S 10S 9H 7H 8H AH 9S JS KS QC KC AD QH KH AC JD 9D 10D AS JH 10H KD 7D 7C 8D QD 10C 9C 8C
    When E passes
    And N takes hearts
    And N plays 10S
    Then the play is rejected citing turn
    And the state is unchanged

  Scenario: Not following the led suit is rejected
    Source S002: "nu numai că trebuie să respecte costumul care a fost aruncat"

    Given S deals the deck 8S QS JC 7S 10S 9H 7H 8H AH 9S JS KS QC KC AD QH KH AC JD 9D 10D AS JH 10H KD 7D 7C 8D QD 10C 9C 8C
    When E passes
    And N takes hearts
    And E plays 8S
    And N plays 9H
    Then the play is rejected citing /play/obligations/follow_suit
    And the state is unchanged

  Scenario: Not beating the card led when possible is rejected
    Source S002: "De exemplu, dacă primul jucător aruncă opt de pică, iar următorul jucător deține șapte de pică și zece de pică, el trebuie să arunce zece pe opt, nu pe șapte."

    Given S deals the deck 8S QS JC 7S 10S 9H 7H 8H AH 9S JS KS QC KC AD QH KH AC JD 9D 10D AS JH 10H KD 7D 7C 8D QD 10C 9C 8C
    When E passes
    And N takes hearts
    And E plays 8S
    And N plays 7S
    Then the play is rejected citing /play/obligations/beat_led_suit
    And the state is unchanged

  Scenario: Playing a plain card when void and holding trumps is rejected
    Source S002: "Dacă jucătorul nu are culoarea inițială jucată, atunci el aruncă atuul."

    Given S deals the deck 8S QS JC 7S 10S 9H 7H 8H AH 9S JS KS QC KC AD QH KH AC JD 9D 10D AS JH 10H KD 7D 7C 8D QD 10C 9C 8C
    When E passes
    And N takes hearts
    And E plays 8S
    And N plays 10S
    And W plays JD
    Then the play is rejected citing /play/obligations/trump_when_void
    And the state is unchanged

  Scenario: Not beating a led trump when possible is rejected
    Source S002: "Dacă prima carte este un atu, următorul jucător trebuie să arunce o carte mai puternică în atu, dacă are una."

    Given S deals the deck 8S QS JC 7S 10S 9H 7H 8H AH 9S JS KS QC KC AD QH KH AC JD 9D 10D AS JH 10H KD 7D 7C 8D QD 10C 9C 8C
    When E passes
    And N takes hearts
    And E plays 8S
    And N plays 10S
    And W plays 7H
    And S plays 9S
    And W plays AH
    And S plays 10H
    Then the play is rejected citing /play/obligations/overtrump_when_trump_led
    And the state is unchanged
