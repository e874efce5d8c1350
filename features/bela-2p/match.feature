@variant:bela-2p @source:S002 @area:match
Feature: The end of a match in Bela for two players (S002)
  Two players play to 501 points. Seed 002 does not say what happens when both sides pass the target
  in the same deal; the Bulgarian rules (BG) give it to the higher total. A player dealt all eight
  trumps wins the match at once.

  Scenario: A player reaching 501 points wins the match
    Source S002: "501 puncte în alb în două"

    Given the match score is S 450 and N 300
    When S score 60 and N score 42 in the deal
    Then S wins the match

  Scenario: Exactly 501 points is enough to win
    Source S002: "501 puncte în alb în două"

    Given the match score is S 400 and N 441
    When S score 40 and N score 60 in the deal
    Then N wins the match

  Scenario: 500 points are not enough
    Source S002: "501 puncte în alb în două"

    Given the match score is S 440 and N 300
    When S score 60 and N score 40 in the deal
    Then the match goes on

  @source:BG
  Scenario: When both pass 501 in the same deal the higher total wins
    Source S002: "501 puncte în alb în două"
    Source BG: "If both teams both score more than 151 points at the same time then the team with more points wins."

    Given the match score is S 480 and N 490
    When S score 60 and N score 12 in the deal
    Then S wins the match

  # AC is turned up. N holds 9H 7H JH 8H AH 10H, refuses clubs, names hearts in the second round and
  # takes up KH 8C QH 9S: all eight trumps.
  Scenario: A player dealt all eight trumps wins the match at once
    Source S002: "Opt atuuri la rând se numesc „albe”, iar jucătorul care a primit albul câștigă automat, indiferent de cursul anterior al jocului (cum ar fi dacă câștigă brusc 501 puncte în alb în două"

    Given S deals the deck 9H 7H JH 7C QS 9D 8H AH 10H 10D KC 8S AC KH 8C QH 9S JD 7S AD QC AS JC JS 10S 10C 7D KD 9C QD 8D KS
    When N passes
    And S passes
    And N takes hearts
    And N plays JH
    Then N wins the match at once

  # AC is turned up. N holds 9H 7C JH 8H AH 10H, refuses clubs, names hearts in the second round and
  # takes up KH 8C QH 9S: seven trumps in a row, A to 8; S holds 7H.
  Scenario: Seven trumps in a row do not win the match at once
    Source S002: "Opt atuuri la rând se numesc „albe”, iar jucătorul care a primit albul câștigă automat"

    Given S deals the deck 9H 7C JH 7H QS 9D 8H AH 10H 10D KC 8S AC KH 8C QH 9S JD 7S AD QC AS JC JS 10S 10C 7D KD 9C QD 8D KS
    When N passes
    And S passes
    And N takes hearts
    And N plays JH
    Then it is S's turn to play

  # 9H is turned up and N takes hearts; N holds all eight spades, 7C and 8C.
  Scenario: All eight cards of a suit that is not trump do not win the match at once
    Source S002: "Opt atuuri la rând se numesc „albe”, iar jucătorul care a primit albul câștigă automat"

    Given S deals the deck 7S 8S 9S 7D 8D 7H 10S JS QS 9D 8H JC 9H KS AS 7C 8C QC KC AC 10C 9C 10D JD QD KD AD 10H JH QH KH AH
    When N takes hearts
    And N plays 7C
    Then it is S's turn to play
