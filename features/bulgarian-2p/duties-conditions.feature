@variant:bulgarian-2p @source:S004 @area:play
Feature: Bulgarian Belot's duties for two players hold on every trick and in All Trumps (S004, BG)
  The duties of play bind on the first trick, with nine cards in hand, as on the others, whether the
  player holds a trump or not; in All Trumps every suit is trump, so a player following suit must beat
  the card led if he can. S follows N's lead. The deck has 24 cards, 9 to Ace.

  Scenario: On the first trick a player without trumps must follow the led suit
    Source S004: "Келесі ойыншылар мүмкіндігі болса, сол түске ойнауы керек."

    Given the contract is hearts
    And S holds AC 9C QD KD AD 9S 10S QS KS
    And the trick so far is N KC
    Then the legal cards for S are AC 9C

  Scenario: On the first trick a player must beat a led trump if he can
    Source S004: "Егер бірінші ойналған карта козы болса, келесі ойыншылар да козымен ойнауы керек және мүмкіндігі болса, бұрынғы карталарды жеңетін козы картасын салуға тиіс"

    Given the contract is hearts
    And S holds 9H QH QC KC AC QD KD 9S 10S
    And the trick so far is N 10H
    Then the legal cards for S are 9H

  @source:BG
  Scenario: In All Trumps a player must beat the card led if he can
    Source BG: "Here all suits are trumps so as well as following suit you must give a higher trump if you can regardless of who is winning the hand."

    Given the contract is all trumps
    And S holds 9C QC AD
    And the trick so far is N 10C
    Then the legal cards for S are 9C

  Scenario: On the first trick a player void in the led suit must trump
    Source S004: "Егер ойыншы сол түспен ойнай алмаса, міндетті түрде козы картасын ойнауы керек."

    Given the contract is hearts
    And S holds QH KH 9D 10D JD 9S 10S JS QS
    And the trick so far is N AC
    Then the legal cards for S are QH KH
