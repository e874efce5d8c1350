@variant:french-qcsalon @source:S003 @area:play
Feature: What a player may play in QCSalon Belote (S003)
  The leader plays any card. The others follow the led suit; void in it, they trump unless the
  partner is currently winning the trick; after someone has trumped, they overtrump if they can and
  still play a trump if they cannot; holding neither the led suit nor trump, they play any card.
  Play goes counter-clockwise: E, N, W, S. Partners are N and S, E and W.

  Seed 003 says a player may discard "if and only if" holding neither the led suit nor trump, which
  read literally contradicts its own exemption for a player whose partner is winning; the variant's
  erratum S003-discard-only-without-trump lets the exemption win, and so do these scenarios.

  The stateful scenarios deal this deck, dealt by S, with 7H turned up (E takes it in the first round
  and leads the first trick):
    E holds AC KC 10C AH 7H 7S 8S 9S
    N holds JH 10H 8D 9D 10D JD QD KD
    W holds 9H 8H AD 7D 10S JS QS KS
    S holds 7C 8C 9C JC QC KH QH AS

  Scenario: The player leading a trick may play any card
    Source S003: "Ako nema karata na stolu, da počne novi trik. U tom slučaju, može da igra bilo koju kartu po izboru."

    Given the contract is hearts
    And N holds AS 7S JH 8C
    And no card has been played to the trick
    Then N may play any card

  Scenario: A player holding the led suit must follow it, even holding a trump
    Source S003: "Ako ima kartu boje trika (prva odigrana karta), onda mora da prati, što znači da mora da igra kartu te boje."

    Given the contract is hearts
    And N holds AC 7C 8D JH
    And the trick so far is E KC
    Then the legal cards for N are AC 7C

  Scenario: A player following a plain suit need not beat the highest card
    Source S003: "onda mora da prati, što znači da mora da igra kartu te boje."

    Given the contract is hearts
    And W holds AC 7C 9H AD
    And the trick so far is E QC, N 8C
    Then the legal cards for W are AC 7C

  Scenario: When trump is led a player holding trump must play one
    Source S003: "Ako ima kartu boje trika (prva odigrana karta), onda mora da prati, što znači da mora da igra kartu te boje."

    Given the contract is hearts
    And N holds 9H 7H AC
    And the trick so far is E JH
    Then the legal cards for N are 9H 7H

  Scenario: A player void in the led suit must trump
    Source S003: "Ako nema karata zahtevane boje, onda mora da seče ako može, što znači da igra kartu boje aduta ako je ima"

    Given the contract is hearts
    And N holds 7H 8H AD 7S
    And the trick so far is E AC
    Then the legal cards for N are 7H 8H

  Scenario: A player void in the led suit may play any card while the partner wins with a plain card
    Source S003: "osim ako njegov partner trenutno uzima trik, u tom slučaju nije u obavezi da to uradi"

    Given the contract is hearts
    And N holds 7H AD 8S
    And the trick so far is S AC, E 7C
    Then N may play any card

  Scenario: A player void in the led suit may play any card while the partner wins with a trump
    Source S003: "osim ako njegov partner trenutno uzima trik, u tom slučaju nije u obavezi da to uradi"

    Given the contract is hearts
    And N holds 9H 7H AD 8S
    And the trick so far is W AC, S 10H, E 8C
    Then N may play any card

  Scenario: A partner who is no longer winning frees nobody
    Source S003: "osim ako njegov partner trenutno uzima trik"
    Source S003: "Ako nema karata zahtevane boje i neko već seče pre njega, još uvek je u obavezi da odigra adut i da preseče, što znači da igra jaču kartu aduta ako može."

    Given the contract is hearts
    And N holds JH 8H AD
    And the trick so far is W AC, S 10H, E 9H
    Then the legal cards for N are JH

  Scenario: A player void in the led suit must overtrump an earlier ruff
    Source S003: "Ako nema karata zahtevane boje i neko već seče pre njega, još uvek je u obavezi da odigra adut i da preseče, što znači da igra jaču kartu aduta ako može."

    Given the contract is hearts
    And W holds 9H 8H KD
    And the trick so far is E AC, N 10H
    Then the legal cards for W are 9H

  Scenario: A player unable to overtrump an earlier ruff must still play a trump
    Source S003: "još uvek je u obavezi da odigra adut"
    Source S003: "Ako i samo ako nema ni karata zahtevane boje ni boje aduta, može da odbaci kartu po izboru"

    Given the contract is hearts
    And W holds 7H KD 8S
    And the trick so far is E AC, N JH
    Then the legal cards for W are 7H

  Scenario: A player with neither the led suit nor trump may discard any card
    Source S003: "Ako i samo ako nema ni karata zahtevane boje ni boje aduta, može da odbaci kartu po izboru"

    Given the contract is hearts
    And N holds 7D 8S KD
    And the trick so far is E AC
    Then N may play any card

  Scenario: Not following the led suit is rejected
    Source S003: "Ako ima kartu boje trika (prva odigrana karta), onda mora da prati, što znači da mora da igra kartu te boje."

    Given S deals the deck AC KC 10C JH 10H 8D 9H 8H AD 7C 8C 9C AH 7S 9D 10D 7D 10S JC QC 7H 8S 9S JD QD KD JS QS KS KH QH AS
    When E takes
    And E plays AC
    And N plays 10H
    And W plays 9H
    And S plays AS
    Then the play is rejected citing /play/obligations/follow_suit
    And the state is unchanged

  Scenario: Discarding instead of trumping when void is rejected
    Source S003: "Ako nema karata zahtevane boje, onda mora da seče ako može, što znači da igra kartu boje aduta ako je ima"

    Given S deals the deck AC KC 10C JH 10H 8D 9H 8H AD 7C 8C 9C AH 7S 9D 10D 7D 10S JC QC 7H 8S 9S JD QD KD JS QS KS KH QH AS
    When E takes
    And E plays AC
    And N plays 8D
    Then the play is rejected citing /play/obligations/trump_when_void
    And the state is unchanged

  Scenario: Not overtrumping an earlier ruff when possible is rejected
    Source S003: "Ako nema karata zahtevane boje i neko već seče pre njega, još uvek je u obavezi da odigra adut i da preseče, što znači da igra jaču kartu aduta ako može."

    Given S deals the deck AC KC 10C JH 10H 8D 9H 8H AD 7C 8C 9C AH 7S 9D 10D 7D 10S JC QC 7H 8S 9S JD QD KD JS QS KS KH QH AS
    When E takes
    And E plays AC
    And N plays 10H
    And W plays 8H
    Then the play is rejected citing /play/obligations/overtrump_on_ruff
    And the state is unchanged

  Scenario: Discarding instead of undertrumping an earlier ruff is rejected
    Source S003: "još uvek je u obavezi da odigra adut"

    Given S deals the deck AC KC 10C JH 10H 8D 9H 8H AD 7C 8C 9C AH 7S 9D 10D 7D 10S JC QC 7H 8S 9S JD QD KD JS QS KS KH QH AS
    When E takes
    And E plays AC
    And N plays JH
    And W plays AD
    Then the play is rejected citing /play/obligations/undertrump_when_cannot_overtrump
    And the state is unchanged
