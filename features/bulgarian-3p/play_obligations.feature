@variant:bulgarian-3p @source:S004 @area:play
Feature: What a player may play in Bulgarian Belot for three players (S004)
  Each plays for himself under the rules of play of the four-player game: follow the led suit, beat a
  led trump if possible, trump when void (with any trump: a ruff already in the trick need not be beaten,
but a trump must be played under it), and otherwise play any card. The player to the dealer's right
  leads the first trick; play goes counter-clockwise, S, E, W.

  Scenario: A player void in the led suit must trump
    Source S004: "Егер ойыншы сол түспен ойнай алмаса, міндетті түрде козы картасын ойнауы керек."

    Given the contract is hearts
    And W holds QH KH AD 9S
    And the trick so far is E AC
    Then the legal cards for W are QH KH

  Scenario: A player void in the led suit may trump under an earlier ruff
    Source S004: "Егер ойыншы сол түспен ойнай алмаса, міндетті түрде козы картасын ойнауы керек."

    Given the contract is hearts
    And S holds 9H KH 10D
    And the trick so far is E AC, W AH
    Then the legal cards for S are 9H KH

  Scenario: A player void in the led suit must trump under an earlier ruff he cannot beat
    Source S004: "Егер ойыншы сол түспен ойнай алмаса, міндетті түрде козы картасын ойнауы керек. Егер ол козы да ойнай алмаса, кез келген түспен ойнайды."

    Given the contract is hearts
    And S holds KH 10D QS
    And the trick so far is E AC, W JH
    Then the legal cards for S are KH

  Scenario: When trump is led every player must beat the highest trump if possible
    Source S004: "мүмкіндігі болса, бұрынғы карталарды жеңетін козы картасын салуға тиіс"

    Given the contract is hearts
    And S holds 9H QH AC
    And the trick so far is E 10H, W AH
    Then the legal cards for S are 9H

  Scenario: After a plain lead has been trumped the next player follows suit without having to beat it
    Source S004: "Егер бірінші кезекте козы емес карта ойнатылса, содан кейін козы ойнатылса, кезектегі ойыншы бірінші ойналған картаның түсін ұстануы керек және бірінші картаны жеңетін картаны міндетті түрде ойнауы керек емес."

    Given the contract is hearts
    And S holds AC 9C 9H
    And the trick so far is E 10C, W QH
    Then the legal cards for S are AC 9C

  Scenario: The player to the right of the dealer leads the first trick
    Source S004: "Дилердің оң жағындағы ойыншы бірінші болып картасын ойнайды."

    Given S deals the deck 9C 10C JC QC KC AC 9D 10D JD QD KD AD 9H 10H JH QH KH AH 9S 10S JS QS KS AS
    When E passes
    And W bids hearts
    And S passes
    And E passes
    Then the contract is hearts taken by W
    And it is E's turn to play

  Scenario: A player holding the led suit must follow it without having to beat it
    Source S004: "Келесі ойыншылар мүмкіндігі болса, сол түске ойнауы керек."
    Source S004: "Бұл «көтеру» деп аталады және тек козы түсіне ғана қолданылады."

    Given the contract is hearts
    And S holds AC 9C JH
    And the trick so far is E KC, W 10C
    Then the legal cards for S are AC 9C

  Scenario: A player with neither the led suit nor trump may play any card
    Source S004: "Егер ол козы да ойнай алмаса, кез келген түспен ойнайды."

    Given the contract is hearts
    And S holds 9D 10S KD
    And the trick so far is E AC, W QC
    Then S may play any card

  Scenario: The winner of a trick leads the next one
    Source S004: "Қолды немесе ойынды жеңген ойыншы осы ойында ойналған карталарды жинап, келесі қолда/ойында бірінші ойнайды."

    Given S deals the deck 9C 10C JC QC KC AC 9D 10D JD QD KD AD 9H 10H JH QH KH AH 9S 10S JS QS KS AS
    When E bids hearts
    And W passes
    And S passes
    And E plays 9C
    And W plays AC
    And S plays 10H
    Then it is S's turn to play

  @source:BG
  Scenario: The player leading a trick may play any card
    Source BG: "He/she places one of their cards on the table ( that card determines the "wanted" suit)."

    Given the contract is hearts
    And E holds AS 9S JH 9C
    And no card has been played to the trick
    Then E may play any card
