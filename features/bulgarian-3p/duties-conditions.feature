@variant:bulgarian-3p @source:S004 @area:play
Feature: Bulgarian Belot's duties for three players hold on every trick and in All Trumps (S004, BG)
  The duties of play bind on the first trick, with eight cards in hand, as on the others, for the
  second player as for the last, whether the player holds a trump or not. A player who must beat a led
  trump beats the highest one so far, not the card led; in All Trumps every suit is trump. Play goes
  counter-clockwise: S, E, W. The deck has 24 cards, 9 to Ace.

  Scenario: On the first trick the second player without trumps must follow the led suit
    Source S004: "Келесі ойыншылар мүмкіндігі болса, сол түске ойнауы керек."

    Given the contract is hearts
    And E holds AC 9C QD KD AD 9S 10S QS
    And the trick so far is S KC
    Then the legal cards for E are AC 9C

  Scenario: On the first trick the second player must beat a led trump if he can
    Source S004: "Егер бірінші ойналған карта козы болса, келесі ойыншылар да козымен ойнауы керек және мүмкіндігі болса, бұрынғы карталарды жеңетін козы картасын салуға тиіс"

    Given the contract is hearts
    And E holds 9H QH QC KC AC QD KD 9S
    And the trick so far is S 10H
    Then the legal cards for E are 9H

  Scenario: When trump is led a player must beat the highest trump so far, not the card led
    Source S004: "мүмкіндігі болса, бұрынғы карталарды жеңетін козы картасын салуға тиіс"

    Given the contract is hearts
    And W holds 9H 10H AC
    And the trick so far is S QH, E AH
    Then the legal cards for W are 9H

  @source:BG
  Scenario: In All Trumps the second player must beat the card led if he can
    Source BG: "Here all suits are trumps so as well as following suit you must give a higher trump if you can regardless of who is winning the hand."

    Given the contract is all trumps
    And E holds 9C QC AD
    And the trick so far is S 10C
    Then the legal cards for E are 9C

  Scenario: On the first trick a player void in the led suit must trump
    Source S004: "Егер ойыншы сол түспен ойнай алмаса, міндетті түрде козы картасын ойнауы керек."

    Given the contract is hearts
    And E holds QH KH 9D 10D JD 9S 10S JS
    And the trick so far is S AC
    Then the legal cards for E are QH KH
