@variant:bela-3p @source:S002 @area:match
Feature: The end of a match in Bela for three players (S002)
  Three players play to 701 points. Seed 002 does not say what happens when both sides pass the target
  in the same deal; the Bulgarian rules (BG) give it to the higher total. A player dealt all eight
  trumps wins the match at once.

  Scenario: A player reaching 701 points wins the match
    Source S002: "701 puncte în alb în trei"

    Given the match score is S 650 and E 600
    When S score 60 and E score 40 in the deal
    Then S wins the match

  Scenario: Exactly 701 points is enough to win
    Source S002: "701 puncte în alb în trei"

    Given the match score is W 641 and E 600
    When W score 60 and E score 40 in the deal
    Then W wins the match

  Scenario: 700 points are not enough
    Source S002: "701 puncte în alb în trei"

    Given the match score is S 640 and E 600
    When S score 60 and E score 40 in the deal
    Then the match goes on

  @source:BG
  Scenario: When both pass 701 in the same deal the higher total wins
    Source S002: "701 puncte în alb în trei"
    Source BG: "If both teams both score more than 151 points at the same time then the team with more points wins."

    Given the match score is S 680 and E 690
    When S score 60 and E score 12 in the deal
    Then S wins the match

  # E calls hearts on 9H 7H JH 8C AH 10H and takes up KH 8H QD JS and QH 10S: all eight trumps.
  Scenario: A player dealt all eight trumps wins the match at once
    Source S002: "Opt atuuri la rând se numesc „albe”, iar jucătorul care a primit albul câștigă automat, indiferent de cursul anterior al jocului"
    Source S002: "701 puncte în alb în trei"

    Given S deals the deck 9H 7H JH 7C QS 9D AC JD 7S 8C AH 10H 10D KC 8S AD QC 9S KH 8H QD JS 10C 7D KD JC 9C AS 8D KS QH 10S
    When E takes hearts
    And E discards 8C QD
    And E plays JH
    Then E wins the match at once

  # E calls hearts on 9H 7C JH 8C AH 10H and takes up KH 8H QD JS and QH 10S: seven trumps in a row,
  # A to 8; W holds 7H.
  Scenario: Seven trumps in a row do not win the match at once
    Source S002: "Opt atuuri la rând se numesc „albe”, iar jucătorul care a primit albul câștigă automat"

    Given S deals the deck 9H 7C JH 7H QS 9D AC JD 7S 8C AH 10H 10D KC 8S AD QC 9S KH 8H QD JS 10C 7D KD JC 9C AS 8D KS QH 10S
    When E takes hearts
    And E discards 8C QD
    And E plays JH
    Then it is W's turn to play

  # W holds all eight spades, 7D and 8D; E calls hearts.
  Scenario: All eight cards of a suit that is not trump do not win the match at once
    Source S002: "Opt atuuri la rând se numesc „albe”, iar jucătorul care a primit albul câștigă automat"

    Given S deals the deck 7C 8C 9C 7S 8S 9S 10H JH QH 7H 8H 9H 10S JS QS KH AH 9D 10C JC 10D JD KS AS 7D 8D QD KD AD KC QC AC
    When E takes hearts
    And E discards 10D JD
    And E plays 7C
    Then it is W's turn to play
