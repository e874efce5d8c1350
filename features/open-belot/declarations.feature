@variant:open-belot @source:S004 @area:scoring
Feature: Declarations in Open Belot count the hand and the face-up table cards (S004)
  Declarations are those of four-player Bulgarian Belot (runs of 3, 4 and 5 cards worth 20, 50 and 100;
  four Jacks 200, four nines 150, four Aces, tens, Kings or Queens 100), and they are counted from the
  cards in hand and the face-up cards on the table as they stand when play begins: a face-down card
  does not count. In each deal S deals, N bids and S passes, and the deal is played out: N, who does not
  deal, leads first. All 32 cards are played in 16 tricks: 152 card points and 10 for the last trick.

  Scenario: A run made with a face-up table card counts; a run that needs a face-down card does not
    Source S004: "Барлық қосымша ұпайлар, соның ішінде белот (патша мен ханым) жариялау, екі қолдағы карталар мен үстелдегі ашық карталардан есептеледі."
    Source S004: "Мұнда 32 карталық толық колода қолданылады."

    N, who takes hearts, holds 7D 8D in hand and 9D face up on the table (on JS): a run of three, 20.
    S holds QC KC in hand; AC lies face down under S's fourth face-up card, 10H, and is turned up only
    in the 15th trick, when QC and KC have been played. Queen, King and Ace of clubs would be the higher
    run and leave N's run nothing. N takes 104 card points with the last trick, S 58: N 124 and S 58
    (with S's face-down Ace counted, N 104 and S 78; with the hand alone, N 104 and S 58).

    Given S deals the deck 7D 8D JC QC KC 8S KH KD 8H 8C JS 10S 9S JD 7C AS QD AC 9D QS 10C QH KS 10D 7S 10H JH 9H AH 7H 9C AD
    When N bids hearts
    And S passes
    Then N holds 7D 8D JC KH KD JH 9H AH 9D 10C KS 7S
    And S holds QC KC 8S 8H 8C 7H 9C AD QS QH 10D 10H
    When N plays 9D
    And S plays 10D
    And S plays 8C
    And N plays JC
    And N plays 7S
    And S plays 8S
    And S plays 9C
    And N plays 10C
    And N plays 9S
    And S plays QS
    And S plays 7H
    And N plays KH
    And N plays 7D
    And S plays AD
    And S plays 8H
    And N plays AH
    And N plays 8D
    And S plays QH
    And S plays JD
    And N plays QD
    And N plays JS
    And S plays 10S
    And S plays QC
    And N plays 9H
    And N plays KS
    And S plays AS
    And S plays KC
    And N plays 7C
    And S plays 10H
    Then N holds KD JH
    And S holds AC
    When N plays JH
    And N plays KD
    And S plays AC
    Then the deal ends with N 124 and S 58

  Scenario: Four of a kind made with face-up table cards counts; four that need a face-down card do not
    Source S004: "Барлық қосымша ұпайлар, соның ішінде белот (патша мен ханым) жариялау, екі қолдағы карталар мен үстелдегі ашық карталардан есептеледі."

    N, who takes spades, holds AC AD in hand and AH AS face up on the table: four Aces, 100. S holds JC
    JD in hand and JH face up; JS lies face down under S's third face-up card, 10H, and is turned up in
    the last trick but one. Four Jacks, 200, would beat the Aces. N takes 95 card points with the last
    trick, S 67: N 195 and S 67 (with S's face-down Jack counted, the Jacks win and N, with 95 against
    267, fails: N 0 and S 362; with the hand alone, N 95 and S 67).

    Given S deals the deck AC AD QC JC JD KH 7C 9H 8H 8C QS QD 9C 7S 8D JS 7D KC AH JH AS KS KD 10H 10D 7H 9S 10S QH 10C 9D 8S
    When N bids spades
    And S passes
    Then N holds AC AD QC 7C 9H 9S 10S QH AH AS KD 10D
    And S holds JC JD KH 8H 8C 10C 9D 8S JH KS 10H 7H
    When N plays 7C
    And S plays 8C
    And S plays 7H
    And N plays 9H
    And N plays QC
    And S plays JC
    And N plays QH
    And S plays 8H
    And N plays KD
    And S plays 9D
    And N plays 8D
    And S plays JD
    And S plays 8S
    And N plays 10S
    And N plays 10D
    And S plays KS
    And S plays 7S
    And N plays AS
    And N plays 9C
    And S plays KC
    And S plays JH
    And N plays AH
    And N plays 7D
    And S plays QD
    And S plays KH
    And N plays QS
    And N plays AC
    And S plays 10C
    And N plays AD
    And S plays 10H
    Then N holds 9S
    And S holds JS
    When N plays 9S
    And S plays JS
    Then the deal ends with N 195 and S 67

  @source:BG
  Scenario: Eight trumps in a row are a run like five: the deal is played on
    Source BG: "| 5 or more cards in sequence from the same suit | quint | 100 |"
    Source S004: "Ойнау және есептеу ережелері стандартты 4 ойыншылық белотқа ұқсас"

    N holds the eight hearts in hand, and takes hearts: a run worth 100 like five cards,
    and nothing more; the deal goes on past its first card.

    Given S deals the deck 7H 8H 9H 10C JC QC 10H JH 7D 8D 9D 10D JD QD KD AD 7C 8C 9C KC AC 9S 10S JS 7S 8S QH KH AH QS KS AS
    When N bids hearts
    And S passes
    Then the contract is hearts taken by N
    And N holds 7H 8H 9H 10H JH QH KH AH 9C AC 10S 7S
    And it is N's turn to play
    When N plays 7S
    Then it is S's turn to play
