@variant:bulgarian @source:S004 @area:play
Feature: What a player may play in Bulgarian Belot (S004, BG)
  Follow the led suit; when trump is led, beat every trump already played if possible (seed 004 calls
  this "raising" and asks it only in the trump suit); with neither the led suit nor trump, any card.
  Once a plain lead has been trumped, the next players still follow the led suit without having to
  beat it. In No Trumps only the led suit must be followed; in All Trumps the led suit must also be
  beaten if possible, whoever is winning. Play goes counter-clockwise: E, N, W, S. Partners are N and
  S, E and W.

  A player void in the led suit plays as seed 004 says, and as seed 004 alone: he must trump, with any
  trump, whoever is winning the trick and whatever ruff is in it; the seed states no exception for a
  winning partner and no duty to beat a ruff. The Bulgarian rules (BG) read play when void otherwise;
  that reading is the variant bulgarian-partner-exempt (features/bulgarian-partner-exempt/), which
  also runs the scenarios here tagged with its name: those whose answer both readings share.

  The stateful scenarios deal this deck, dealt by S: 3 then 2 cards each from E, and after the bidding
  3 more each from E. E passes, N bids hearts and the other three pass, so N plays hearts and E, on
  the dealer's right, leads the first trick:
    E holds AC KC 10C AH 7H 7S 8S 9S
    N holds JH 10H 8D 9D 10D JD QD KD
    W holds 9H 8H AD 7D 10S JS QS KS
    S holds 7C 8C 9C JC QC KH QH AS

  @source:BG @variant:bulgarian-partner-exempt
  Scenario: The player leading a trick may play any card
    Source BG: "He/she places one of their cards on the table ( that card determines the "wanted" suit)."

    Given the contract is hearts
    And N holds AS 7S JH 8C
    And no card has been played to the trick
    Then N may play any card

  @source:BG @variant:bulgarian-partner-exempt
  Scenario: A player holding the led suit must follow it, even holding a trump
    Source S004: "Келесі ойыншылар мүмкіндігі болса, сол түске ойнауы керек."
    Source BG: "All other players place one of their cards from the same suit."

    Given the contract is hearts
    And N holds AC 7C 8D JH
    And the trick so far is E KC
    Then the legal cards for N are AC 7C

  @source:BG @variant:bulgarian-partner-exempt
  Scenario: A player following a plain suit need not beat the highest card
    Source S004: "Бұл «көтеру» деп аталады және тек козы түсіне ғана қолданылады."
    Source BG: "The basics of the game is in the compulsory following of the "wanted suit"."

    Given the contract is hearts
    And W holds AC 7C 9H AD
    And the trick so far is E QC, N 8C
    Then the legal cards for W are AC 7C

  @source:BG @variant:bulgarian-partner-exempt
  Scenario: When trump is led a player must beat it if possible
    Source S004: "Егер бірінші ойналған карта козы болса, келесі ойыншылар да козымен ойнауы керек және мүмкіндігі болса, бұрынғы карталарды жеңетін козы картасын салуға тиіс."
    Source BG: "If that suit is a trump then it is compulsory to play a higher trump (if you have one)."

    Given the contract is hearts
    And N holds 9H 8H AC
    And the trick so far is E 10H
    Then the legal cards for N are 9H

  @variant:bulgarian-partner-exempt
  Scenario: When trump is led a player must beat every trump played, even the partner's
    Source S004: "мүмкіндігі болса, бұрынғы карталарды жеңетін козы картасын салуға тиіс"

    Given the contract is hearts
    And N holds 9H QH 8C
    And the trick so far is W 8H, S 10H, E 7H
    Then the legal cards for N are 9H

  @variant:bulgarian-partner-exempt
  Scenario: When trump is led and cannot be beaten a player still plays a trump
    Source S004: "Егер бірінші ойналған карта козы болса, келесі ойыншылар да козымен ойнауы керек"

    Given the contract is hearts
    And N holds 9H 7H AC
    And the trick so far is E JH
    Then the legal cards for N are 9H 7H

  @variant:bulgarian-partner-exempt
  Scenario: When trump is led a player without trump may play any card
    Source S004: "Егер ол козы да ойнай алмаса, кез келген түспен ойнайды."

    Given the contract is hearts
    And N holds AC 7D 8S
    And the trick so far is E JH
    Then N may play any card

  Scenario: A player void in the led suit must trump
    Source S004: "Егер ойыншы сол түспен ойнай алмаса, міндетті түрде козы картасын ойнауы керек."

    Given the contract is hearts
    And N holds 7H 8H AD 7S
    And the trick so far is E AC
    Then the legal cards for N are 7H 8H

  Scenario: A player void in the led suit must trump even while the partner is winning
    Source S004: "Егер ойыншы сол түспен ойнай алмаса, міндетті түрде козы картасын ойнауы керек."

    Given the contract is hearts
    And N holds 7H AD 8S
    And the trick so far is S AC, E 7C
    Then the legal cards for N are 7H

  Scenario: A player void in the led suit must trump even while the partner's ruff is winning, with any trump
    Source S004: "Егер ойыншы сол түспен ойнай алмаса, міндетті түрде козы картасын ойнауы керек."

    Given the contract is hearts
    And N holds JH 7H AD
    And the trick so far is W 8C, S 10H, E 7C
    Then the legal cards for N are JH 7H

  Scenario: A player void in the led suit may trump under an opponent's ruff
    Source S004: "Егер ойыншы сол түспен ойнай алмаса, міндетті түрде козы картасын ойнауы керек."

    Given the contract is hearts
    And W holds 9H 8H KD
    And the trick so far is E AC, N 10H
    Then the legal cards for W are 9H 8H

  Scenario: A player void in the led suit must trump under an opponent's ruff he cannot beat
    Source S004: "Егер ойыншы сол түспен ойнай алмаса, міндетті түрде козы картасын ойнауы керек. Егер ол козы да ойнай алмаса, кез келген түспен ойнайды."

    Given the contract is hearts
    And W holds 7H KD 8S
    And the trick so far is E AC, N JH
    Then the legal cards for W are 7H

  Scenario: A player void in the led suit may trump under an opponent who overtrumped the partner
    Source S004: "Егер ойыншы сол түспен ойнай алмаса, міндетті түрде козы картасын ойнауы керек."

    Given the contract is hearts
    And N holds JH 7H AD
    And the trick so far is W 8C, S 10H, E 9H
    Then the legal cards for N are JH 7H

  @variant:bulgarian-partner-exempt
  Scenario: A player with neither the led suit nor trump may play any card
    Source S004: "Егер ол козы да ойнай алмаса, кез келген түспен ойнайды."

    Given the contract is hearts
    And N holds 7D 8S KD
    And the trick so far is E AC
    Then N may play any card

  @variant:bulgarian-partner-exempt
  Scenario: After a plain lead has been trumped the next player follows suit without having to beat it
    Source S004: "Егер бірінші кезекте козы емес карта ойнатылса, содан кейін козы ойнатылса, кезектегі ойыншы бірінші ойналған картаның түсін ұстануы керек және бірінші картаны жеңетін картаны міндетті түрде ойнауы керек емес."

    Given the contract is hearts
    And W holds AC 7C 9H
    And the trick so far is E 10C, N 7H
    Then the legal cards for W are AC 7C

  @source:BG @variant:bulgarian-partner-exempt
  Scenario: In No Trumps a player follows the led suit without having to beat it
    Source BG: "Same as the specific trump game but there is no trump and the only rule in play is the following of suit."

    Given the contract is no trumps
    And N holds AC 7C 8D
    And the trick so far is E KC
    Then the legal cards for N are AC 7C

  @source:BG @variant:bulgarian-partner-exempt
  Scenario: In No Trumps a player void in the led suit may play any card
    Source BG: "there is no trump and the only rule in play is the following of suit"

    Given the contract is no trumps
    And N holds 7D 8S KD
    And the trick so far is E AC
    Then N may play any card

  @source:BG @variant:bulgarian-partner-exempt
  Scenario: In All Trumps a player must beat the led suit, even the partner's card
    Source BG: "Here all suits are trumps so as well as following suit you must give a higher trump if you can regardless of who is winning the hand."

    Given the contract is all trumps
    And N holds 9C 8C 7D
    And the trick so far is W 10C, S AC, E 7C
    Then the legal cards for N are 9C

  @source:BG @variant:bulgarian-partner-exempt
  Scenario: In All Trumps a player who cannot beat the led suit still follows it
    Source BG: "as well as following suit you must give a higher trump if you can"

    Given the contract is all trumps
    And N holds 8C 7C 7D
    And the trick so far is E JC
    Then the legal cards for N are 8C 7C

  @source:BG @variant:bulgarian-partner-exempt
  Scenario: In All Trumps a player void in the led suit may play any card
    Source BG: "Here all suits are trumps so as well as following suit you must give a higher trump if you can"

    Given the contract is all trumps
    And N holds 7D 8S KD
    And the trick so far is E AC
    Then N may play any card

  @source:BG @variant:bulgarian-partner-exempt
  Scenario: The player to the right of the dealer leads the first trick, whoever bid
    Source S004: "Дилердің оң жағындағы ойыншы бірінші болып картасын ойнайды."
    Source BG: "The game begins with the player on the right of the dealer."

    Given S deals the deck AC KC 10C JH 10H 8D 9H 8H AD 7C 8C 9C AH 7H 9D 10D 7D 10S JC QC 7S 8S 9S JD QD KD JS QS KS KH QH AS
    When E passes
    And N bids hearts
    And W passes
    And S passes
    And E passes
    Then the contract is hearts taken by N
    And it is E's turn to play

  @source:BG @variant:bulgarian-partner-exempt
  Scenario: The winner of a trick leads the next one
    Source S004: "Қолды немесе ойынды жеңген ойыншы осы ойында ойналған карталарды жинап, келесі қолда/ойында бірінші ойнайды."
    Source BG: "The person who won the hand starts off the next hand and so on."

    Given S deals the deck AC KC 10C JH 10H 8D 9H 8H AD 7C 8C 9C AH 7H 9D 10D 7D 10S JC QC 7S 8S 9S JD QD KD JS QS KS KH QH AS
    When E passes
    And N bids hearts
    And W passes
    And S passes
    And E passes
    And E plays AC
    And N plays 10H
    And W plays 9H
    And S plays 7C
    Then it is W's turn to play

  @variant:bulgarian-partner-exempt
  Scenario: A card played out of turn is rejected
    Source S004: "Дилердің оң жағындағы ойыншы бірінші болып картасын ойнайды."

    Given S deals the deck AC KC 10C JH 10H 8D 9H 8H AD 7C 8C 9C AH 7H 9D 10D 7D 10S JC QC 7S 8S 9S JD QD KD JS QS KS KH QH AS
    When E passes
    And N bids hearts
    And W passes
    And S passes
    And E passes
    And N plays JH
    Then the play is rejected citing turn
    And the state is unchanged

  @variant:bulgarian-partner-exempt
  Scenario: Not following the led suit is rejected
    Source S004: "Келесі ойыншылар мүмкіндігі болса, сол түске ойнауы керек."

    Given S deals the deck AC KC 10C JH 10H 8D 9H 8H AD 7C 8C 9C AH 7H 9D 10D 7D 10S JC QC 7S 8S 9S JD QD KD JS QS KS KH QH AS
    When E passes
    And N bids hearts
    And W passes
    And S passes
    And E passes
    And E plays AC
    And N plays 10H
    And W plays 9H
    And S plays KH
    Then the play is rejected citing /play/obligations/follow_suit
    And the state is unchanged

  @source:BG @variant:bulgarian-partner-exempt
  Scenario: Not trumping when void is rejected
    E, an opponent of N, is winning the trick with the Ace of clubs: both readings ask N to trump.
    Source S004: "Егер ойыншы сол түспен ойнай алмаса, міндетті түрде козы картасын ойнауы керек."
    Source BG: "he/she is obliged to play a trump card (trumping) only if the hand is being won by an opponent so far"

    Given S deals the deck AC KC 10C JH 10H 8D 9H 8H AD 7C 8C 9C AH 7H 9D 10D 7D 10S JC QC 7S 8S 9S JD QD KD JS QS KS KH QH AS
    When E passes
    And N bids hearts
    And W passes
    And S passes
    And E passes
    And E plays AC
    And N plays 8D
    Then the play is rejected citing /play/obligations/trump_when_void
    And the state is unchanged

  @variant:bulgarian-partner-exempt
  Scenario: Not beating a led trump when possible is rejected
    Source S004: "Егер бірінші ойналған карта козы болса, келесі ойыншылар да козымен ойнауы керек және мүмкіндігі болса, бұрынғы карталарды жеңетін козы картасын салуға тиіс."

    Given S deals the deck AC KC 10C JH 10H 8D 9H 8H AD 7C 8C 9C AH 7H 9D 10D 7D 10S JC QC 7S 8S 9S JD QD KD JS QS KS KH QH AS
    When E passes
    And N bids hearts
    And W passes
    And S passes
    And E passes
    And E plays AH
    And N plays 10H
    Then the play is rejected citing /play/obligations/overtrump_when_trump_led
    And the state is unchanged
