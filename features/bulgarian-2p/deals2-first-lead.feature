@variant:bulgarian-2p @source:S004 @area:play
Feature: The first lead in two-player Bulgarian Belot when N deals (S004)
  The player who does not deal leads the first trick, whoever deals: here N deals and bids, so S leads. The
  deck below, top card first, is the deck in suit order (clubs, diamonds, hearts, spades) and rank order 9
  to Ace.

  Scenario: Dealt by N, S, who does not deal, leads the first trick
    Source S004: "дилер емес ойыншыдан бастап сауда басталады"
    Source S004: "Дилердің оң жағындағы ойыншы бірінші болып картасын ойнайды."

    Given N deals the deck 9C 10C JC QC KC AC 9D 10D JD QD KD AD 9H 10H JH QH KH AH 9S 10S JS QS KS AS
    When S passes
    And N bids hearts
    And S passes
    Then the contract is hearts taken by N
    And it is S's turn to play
