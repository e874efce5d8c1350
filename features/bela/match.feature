@variant:bela @source:S002 @area:match
Feature: The end of a match in Bela for four players (S002)
  Four players play to 1001 points. Seed 002 does not say what happens when both sides pass the target
  in the same deal; the Bulgarian rules (BG) give it to the higher total. A player dealt all eight
  trumps ("bela" in the sense of eight trumps in a row) wins the match at once, whatever the score so
  far.

  Scenario: A pair reaching 1001 points wins the match
    Source S002: "1001 puncte în alb în patru"

    Given the match score is NS 950 and EW 700
    When NS score 60 and EW score 102 in the deal
    Then NS win the match

  Scenario: Exactly 1001 points is enough to win
    Source S002: "1001 puncte în alb în patru"

    Given the match score is NS 700 and EW 839
    When NS score 0 and EW score 162 in the deal
    Then EW win the match

  Scenario: 1000 points are not enough
    Source S002: "1001 puncte în alb în patru"

    Given the match score is NS 938 and EW 800
    When NS score 62 and EW score 100 in the deal
    Then the match goes on

  @source:BG
  Scenario: When both pass 1001 in the same deal the higher total wins
    Source S002: "1001 puncte în alb în patru"
    Source BG: "If both teams both score more than 151 points at the same time then the team with more points wins."

    Given the match score is NS 980 and EW 990
    When NS score 60 and EW score 12 in the deal
    Then NS win the match

  # N is dealt 9H 7H JH then AH 10H 8H, calls hearts and takes up QH KH: all eight trumps.
  Scenario: A player dealt all eight trumps wins the match at once
    Source S002: "Opt atuuri la rând se numesc „albe”, iar jucătorul care a primit albul câștigă automat, indiferent de cursul anterior al jocului"

    Given S deals the deck 7C JD 9C 9H 7H JH 8C 7D 10S 10C KD 7S AS JC 8D AH 10H 8H QC 9D KS QS AD JS KC 9S QH KH AC 10D QD 8S
    When E passes
    And N takes hearts
    And E plays 7C
    Then NS win the match at once

  # N calls hearts on a hand without hearts; W is dealt all eight of them.
  Scenario: The player dealt all eight trumps wins even when the other pair called
    Source S002: "jucătorul care a primit albul câștigă automat, indiferent de cursul anterior al jocului"

    Given S deals the deck 7C JD 9C 8C 7D 10S 9H 7H JH 10C KD 7S AS JC 8D QC 9D KS AH 10H 8H QS AD JS KC 9S AC 10D QH KH QD 8S
    When E passes
    And N takes hearts
    And E plays 7C
    Then EW win the match at once

  # N is dealt 9H 7S JH then AH 10H 8H and takes up QH KH: seven trumps in a row, A to 8, not eight.
  Scenario: Seven trumps in a row do not win the match at once
    Source S002: "Opt atuuri la rând se numesc „albe”, iar jucătorul care a primit albul câștigă automat"

    Given S deals the deck 7C JD 9C 9H 7S JH 8C 7D 10S 10C KD 7H AS JC 8D AH 10H 8H QC 9D KS QS AD JS KC 9S QH KH AC 10D QD 8S
    When E passes
    And N takes hearts
    And E plays 7C
    Then it is N's turn to play

  # N is dealt all eight spades; E calls hearts.
  Scenario: All eight cards of a suit that is not trump do not win the match at once
    Source S002: "Opt atuuri la rând se numesc „albe”, iar jucătorul care a primit albul câștigă automat"

    Given S deals the deck 7C 8C 9C 7S 8S 9S 10C JC QC KC AC JD 7H 8H 9H 10S JS QS 10H JH QH KH AH QD 7D 8D KS AS 9D 10D KD AD
    When E takes hearts
    And E plays 7C
    Then it is N's turn to play
