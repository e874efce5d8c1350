@variant:bulgarian-2p @source:S004 @area:play
Feature: What a player may play in Bulgarian Belot for two players (S004)
  The rules of play are those of the four-player game: follow the led suit, beat a led trump if
  possible, trump when void, and otherwise play any card. The player who does not deal, who bid first,
  leads the first trick, and the winner of each trick leads the next.

  The stateful scenarios deal the 24-card deck in suit and rank order, dealt by S:
    N holds 9C 10C JC 9D 10D JD 9H 10H JH
    S holds QC KC AC QD KD AD QH KH AH

  Scenario: A player holding the led suit must follow it, even holding a trump
    Source S004: "Келесі ойыншылар мүмкіндігі болса, сол түске ойнауы керек."

    Given the contract is hearts
    And S holds AC 9C QD JH
    And the trick so far is N KC
    Then the legal cards for S are AC 9C

  Scenario: When trump is led the other player must beat it if possible
    Source S004: "Егер бірінші ойналған карта козы болса, келесі ойыншылар да козымен ойнауы керек және мүмкіндігі болса, бұрынғы карталарды жеңетін козы картасын салуға тиіс."

    Given the contract is hearts
    And S holds 9H QH AC
    And the trick so far is N 10H
    Then the legal cards for S are 9H

  Scenario: A player void in the led suit must trump
    Source S004: "Егер ойыншы сол түспен ойнай алмаса, міндетті түрде козы картасын ойнауы керек."

    Given the contract is hearts
    And S holds QH KH AD 9S
    And the trick so far is N AC
    Then the legal cards for S are QH KH

  Scenario: A player with neither the led suit nor trump may play any card
    Source S004: "Егер ол козы да ойнай алмаса, кез келген түспен ойнайды."

    Given the contract is hearts
    And S holds QD 9S KD
    And the trick so far is N AC
    Then S may play any card

  Scenario: The player who does not deal leads the first trick
    Source S004: "дилер емес ойыншыдан бастап сауда басталады"
    Source S004: "Дилердің оң жағындағы ойыншы бірінші болып картасын ойнайды."

    Given S deals the deck 9C 10C JC QC KC AC 9D 10D JD QD KD AD 9H 10H JH QH KH AH 9S 10S JS QS KS AS
    When N passes
    And S bids hearts
    And N passes
    Then the contract is hearts taken by S
    And it is N's turn to play

  Scenario: The winner of a trick leads the next one
    Source S004: "Қолды немесе ойынды жеңген ойыншы осы ойында ойналған карталарды жинап, келесі қолда/ойында бірінші ойнайды."

    Given S deals the deck 9C 10C JC QC KC AC 9D 10D JD QD KD AD 9H 10H JH QH KH AH 9S 10S JS QS KS AS
    When N bids hearts
    And S passes
    And N plays 9C
    And S plays AC
    Then it is S's turn to play

  @source:BG
  Scenario: The player leading a trick may play any card
    Source BG: "He/she places one of their cards on the table ( that card determines the "wanted" suit)."

    Given the contract is hearts
    And N holds AS 9S JH 9C
    And no card has been played to the trick
    Then N may play any card

  @source:BG
  Scenario: A player following a plain suit need not beat it
    Source S004: "Бұл «көтеру» деп аталады және тек козы түсіне ғана қолданылады."
    Source BG: "The basics of the game is in the compulsory following of the "wanted suit"."

    Given the contract is hearts
    And S holds AC 9C JH
    And the trick so far is N KC
    Then the legal cards for S are AC 9C

  @source:BG
  Scenario: When trump is led and cannot be beaten the other player still plays a trump
    Source S004: "Егер бірінші ойналған карта козы болса, келесі ойыншылар да козымен ойнауы керек"
    Source BG: "All other players place one of their cards from the same suit."

    Given the contract is hearts
    And S holds QH 9C
    And the trick so far is N JH
    Then the legal cards for S are QH
