@variant:open-belot @source:S004 @source:BG @area:belote
Feature: Belote in Open Belot: from the hand, the face-up cards and the cards turned up (S004)
  The trump King and Queen of one player make a belote, worth 20, as in four-player Bulgarian Belot: the
  player says "belote" with the first of them, which must be led, follow suit or trump. In Open Belot
  they count from the hand and the face-up table cards, and a King or Queen turned up during play still
  makes a belote with its partner card while neither has been played. In each deal S deals, N bids
  hearts (All Trumps where the scenario says so) and S passes, and the deal is played out: N, who
  does not deal, leads first.

  Scenario: A trump Queen lying face up on the table makes a belote with the King in hand
    Source S004: "Барлық қосымша ұпайлар, соның ішінде белот (патша мен ханым) жариялау, екі қолдағы карталар мен үстелдегі ашық карталардан есептеледі."

    N holds KH in hand and QH face up on the table (on JH), and plays no other face-up card before QH.
    In the 6th trick N trumps with QH saying "belote", and in the 10th with KH. N takes 105 card points
    with the last trick and S 57: with the belote, N 125 and S 57 (without it, N 105 and S 57).

    Given S deals the deck KH 9C KC 8C QS 7D 7C 9D JS 10H AC QD JH 8S 10D KS QC 9S KD 8D QH 10C JC AS JD 8H 9H 7H 10S AH AD 7S
    When N bids hearts
    And S passes
    Then N holds KH 9C KC 7C 9D 9H 7H 10S KD QH JC JD
    And S holds 8C QS 7D JS 10H AH AD 7S 8D 10C AS 8H
    When N plays 7C
    And S plays 8C
    And S plays 8D
    And N plays 9D
    And N plays 9C
    And S plays 10C
    And S plays 8S
    And N plays 10S
    And N plays 7H
    And S plays 8H
    And S plays 9S
    And N plays QH saying "belote"
    And N plays JC
    And S plays 10H
    And S plays 7D
    And N plays JD
    And N plays QC
    And S plays AH
    And S plays 7S
    And N plays KH
    And N plays KD
    And S plays QD
    And N plays KC
    And S plays JS
    And N plays 10D
    And S plays AD
    And S plays QS
    And N plays 9H
    And N plays AC
    And S plays AS
    And N plays JH
    And S plays KS
    Then the deal ends with N 125 and S 57

  Scenario: A trump King and Queen both turned up during play make a belote
    Source S004: "Егер төмендегі карталар ашылса (мысалы, козыр патшасы мен ханымы), ойыншы белот жариялауға құқылы."

    N's KH lies face down under 9S and QH under 9C. N's first card, 9C, turns up QH, and 9S, in the
    5th trick, turns up KH. N then trumps with QH saying "belote" in the 8th trick and with KH in
    the 10th. N takes 126 card points with the last trick and S 36: with the belote, N 146 and S 36 (without
    it, N 126 and S 36).

    Given S deals the deck 7H QD 8D QC 8H 7D 10D QS 10C 7C AC KS KH JS JD KC QH JC 7S KD 9S 8S AD 8C 9C 9D JH 9H AH 10S AS 10H
    When N bids hearts
    And S passes
    Then N holds 7H QD 8D 10D QS JH 9H AH 7S 9S AD 9C
    And S holds QC 8H 7D 10C 7C 10S AS 10H KD 8S 8C 9D
    When N plays 9C
    And S plays 8C
    And N plays 7S
    And S plays 8S
    And S plays 9D
    And N plays 8D
    And S plays 7C
    And N plays AC
    And N plays 9S
    Then N holds 7H QD 10D QS JH 9H AH KH AD QH
    And S holds QC 8H 7D 10C 10S AS 10H KD JS KC JC
    When S plays JS
    And S plays 7D
    And N plays QD
    And N plays 7H
    And S plays 8H
    And S plays JC
    And N plays QH saying "belote"
    And N plays QS
    And S plays 10S
    And S plays QC
    And N plays KH
    And N plays 10D
    And S plays KD
    And N plays AD
    And S plays 10H
    And S plays KC
    And N plays AH
    And N plays JD
    And S plays KS
    And N plays 9H
    And S plays 10C
    And N plays JH
    And S plays AS
    Then the deal ends with N 146 and S 36

  Scenario: A trump Queen turned up during play makes a belote with the King in hand
    Source S004: "Егер төмендегі карталар ашылса (мысалы, козыр патшасы мен ханымы), ойыншы белот жариялауға құқылы."

    N holds KH in hand; QH lies face down under 7S, which N plays in the 3rd trick. N leads QH saying
    "belote" in the 9th trick and follows with KH in the 13th. N takes 121 card points with the last
    trick and S 41: with the belote, N 141 and S 41 (without it, N 121 and S 41).

    Given S deals the deck KH JC AH 7D 10C AD QS 9C KD 8S JD AC KC 7C QH 8H 9S 10H 8D QC QD 8C 7S 10S AS 9D JH 9H 7H 10D KS JS
    When N bids hearts
    And S passes
    Then N holds KH JC AH QS 9C JH 9H 7H 8D QD 7S AS
    And S holds 7D 10C AD KD 8S 10D KS JS QC 8C 10S 9D
    When N plays 8D
    And S plays 9D
    And S plays 8C
    And N plays 9C
    And N plays 7S
    Then N holds KH JC AH QS JH 9H 7H JD QD QH AS
    And S holds 7D 10C AD KD 8S 10D KS JS QC 7C 10S 10H
    When S plays 8S
    And S plays 7C
    And N plays JC
    And N plays 7H
    And S plays 10H
    And S plays 7D
    And N plays JD
    And N plays QD
    And S plays KD
    And S plays JS
    And N plays QS
    And N plays QH saying "belote"
    And S plays QC
    And N plays KC
    And S plays 10C
    And S plays KS
    And N plays AS
    And N plays 9S
    And S plays 10S
    And S plays 8H
    And N plays KH
    And N plays AH
    And S plays 10D
    And N plays 9H
    And S plays AC
    And N plays JH
    And S plays AD
    Then the deal ends with N 141 and S 41

  Scenario: A belote whose first card follows suit scores 20 points
    Source BG: "The declaration of "Belot" happens when the first of the two cards (K and Q) is played and one of the following must also be true:"
    Source BG: "2. The player is following suit"

    S leads a heart and N follows suit with KH saying "belote", then plays QH. N takes 73 card points with
    the last trick and S 89: with the belote N makes the contract, N 93 and S 89 (without it, N fails
    and S scores 182).

    Given S deals the deck QH 7D KH 7H 10S AS KS AC 10D JH 10H QS 8H 8S AD 9C 9D JC QC 7C 8D KC 9S AH JD 7S 10C JS QD 8C KD 9H
    When N bids hearts
    And S passes
    And N plays AC
    And S plays 8C
    And N plays 8D
    And S plays KD
    And S plays JH
    And N plays KH saying "belote"
    And S plays AH
    And N plays 8H
    And S plays 10D
    And N plays QD
    And S plays KC
    And N plays 10C
    And N plays 7D
    And S plays 9H
    And S plays AS
    And N plays 9S
    And S plays 10S
    And N plays JS
    And S plays 7H
    And N plays QH
    And N plays QC
    And S plays 9C
    And N plays KS
    And S plays 8S
    And N plays 10H
    And S plays 7S
    And N plays AD
    And S plays 7C
    And N plays JD
    And S plays QS
    And N plays 9D
    And S plays JC
    Then the deal ends with N 93 and S 89

  Scenario: In All Trumps a belote whose King is thrown on another suit does not score
    Source BG: "The declaration of "Belot" happens when the first of the two cards (K and Q) is played and one of the following must also be true:"
    Source BG: "2. The player is following suit"
    Source BG: "3. The player is trumping."

    N bids All Trumps. N, void in the suit S leads, throws KD saying "belote", and plays QD later: in All
    Trumps no suit trumps another, so KD neither follows suit nor trumps and the belote does not count.
    N takes 152 card points with the last trick and S 106: N 152 and S 106 (with the belote, N 172).

    Given S deals the deck 7D 8C 7C AC 8S JC QS QH 7S 10H QD KH 10S JD JS 8D 9S AH JH 8H 9C 9H AD KS KD AS KC 9D 10C 10D 7H QC
    When N bids all trumps
    And S passes
    And N plays 7D
    And S plays 10D
    And S plays 7S
    And N plays QS
    And N plays KC
    And S plays AC
    And S plays 8S
    And N plays 8C
    And S plays 9H
    And N plays JH
    And N plays 10C
    And S plays JC
    And S plays QC
    And N plays 9C
    And N plays QH
    And S plays 10H
    And S plays 7H
    And N plays KD saying "belote"
    And S plays JD
    And N plays 9D
    And S plays KS
    And N plays 9S
    And N plays 7C
    And S plays 8D
    And N plays QD
    And S plays AS
    And N plays 10S
    And S plays AH
    And N plays AD
    And S plays 8H
    And N plays JS
    And S plays KH
    Then the deal ends with N 152 and S 106
