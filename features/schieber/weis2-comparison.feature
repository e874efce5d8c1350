@variant:schieber @variant:schieber-2500 @area:scoring
Feature: Which side's Weis score in Schieber Jass (jasskarten.com, jassen.ch)
  Only the side holding the best single Weis scores, and then all of its Weis; the other side scores
  none. Of two Weis of equal points, four of a kind beats a run; then the one with the higher top card
  wins, then the one in trump, then the one held nearer forehand. S deals, so E is forehand, then N, W
  and S. Hearts are trump.

  @source:JKW
  Scenario: The side with the best single Weis scores all of its Weis
    Source JKW: "Die Partnerschaft mit dem besten einzelnen Wies erzielt Punkte für alle Wies."

    Given the contract is hearts
    And the dealer is S
    And N holds 9D 10D JD QD 6S
    And S holds 6C 7C 8C 10H AS
    And E holds 9S 10S JS 6H
    Then the declarations score NS 70 and EW 0

  @source:JKW
  Scenario: The other side's Weis score nothing, even together worth as much
    Source JKW: "Die andere Partnerschaft erhält keine Punkte für einen Wies, den sie möglicherweise hat."

    Given the contract is hearts
    And the dealer is S
    And E holds 6C 7C 8C 9S 10S JS
    And W holds 6D 7D 8D 6H 7H
    And N holds 9D 10D JD QD AS
    Then the declarations score NS 50 and EW 0

  @source:JCH
  Scenario: Four of a kind beats a run of the same points held nearer forehand
    Source JCH: "4 gleiche sind immer höher als Sequenzen"

    Given the contract is hearts
    And the dealer is S
    And E holds 9S 10S JS QS KS 6C
    And N holds KC KD KH KS 6D
    Then the declarations score NS 100 and EW 0

  @source:JCH
  Scenario: Of two equal runs the one with the higher top card wins
    Source JCH: "Wenn mehrere gleichwertige Sequenzen (4 gleiche sind immer höher als Sequenzen) gemeldet wurden, ist jene höher, die die höchste Karte enthält."

    Given the contract is hearts
    And the dealer is S
    And E holds 6C 7C 8C AD
    And N holds QS KS AS 6D
    Then the declarations score NS 20 and EW 0

  @source:JCH
  Scenario: Of two equal runs with the same top card the one in trump wins
    Source JCH: "Wenn diese auch gleich hoch sind, hat die Trumpf-Farbe Vorrang."

    Given the contract is hearts
    And the dealer is S
    And E holds 6C 7C 8C AD
    And N holds 6H 7H 8H AS
    Then the declarations score NS 20 and EW 0

  @source:JCH
  Scenario: Of two runs equal in all else the one held nearer forehand wins
    Source JCH: "Wenn diese auch gleich ist, wird jener Spieler bevorzugt, der am nächsten an der Vorhand sitzt."

    Given the contract is hearts
    And the dealer is S
    And N holds 6C 7C 8C AD
    And E holds 6S 7S 8S AH
    Then the declarations score NS 0 and EW 20

  @source:JOW
  Scenario: Of two fours of a kind at 100 the higher rank wins
    Source JOW: "Vier As sind beim Vierkartenhunderter der höchste Weis."

    Given the contract is hearts
    And the dealer is S
    And E holds KC KD KH KS 6C
    And N holds AC AD AH AS 6D
    Then the declarations score NS 100 and EW 0

  @source:JKW
  Scenario: Weis count in Obenabe
    Source JKW: "Beispielsweise ist der Kontrakt Obenabe, und ein Spieler meldet vier Ober an. Der Partner meldet eine Folge von Drei an."

    Given the contract is obenabe
    And the dealer is S
    And N holds QC QD QH QS 6C
    And S holds 7D 8D 9D AS
    Then the declarations score NS 120 and EW 0

  @source:JKW
  Scenario: The best side scores its runs too, though the other side holds four of a kind
    Source JKW: "Die Partnerschaft mit dem besten einzelnen Wies erzielt Punkte für alle Wies."

    Given the contract is hearts
    And the dealer is S
    And E holds KC KD KH KS 6C
    And N holds JC JD JH JS 6S 7S 8S
    Then the declarations score NS 220 and EW 0

  @source:JOW
  Scenario: A run of four beats a run of three with a higher top card
    Source JOW: "Ein Dreiblatt wird von einem Fünfziger-Weis, und dieser seinerseits von einem Hunderter-Weis übertroffen."

    Given the contract is hearts
    And the dealer is S
    And E holds QS KS AS 6C
    And N holds 6D 7D 8D 9D AC
    Then the declarations score NS 50 and EW 0

  @source:JCH
  Scenario: Of two equal runs the higher top card wins over trump
    Source JCH: "Wenn mehrere gleichwertige Sequenzen (4 gleiche sind immer höher als Sequenzen) gemeldet wurden, ist jene höher, die die höchste Karte enthält. Wenn diese auch gleich hoch sind, hat die Trumpf-Farbe Vorrang."

    Given the contract is hearts
    And the dealer is S
    And E holds 6H 7H 8H AD
    And N holds QS KS AS 6D
    Then the declarations score NS 20 and EW 0

  @source:JCH
  Scenario: In Undenufe too four of a kind beats a run of the same points
    Source JCH: "4 gleiche sind immer höher als Sequenzen"

    Given the contract is undenufe
    And the dealer is S
    And E holds 6S 7S 8S 9S 10S AD
    And N holds QC QD QH QS 6D
    Then the declarations score NS 100 and EW 0

  @source:JKW
  Scenario: The best single Weis wins, not the most Weis together
    Source JKW: "Die Partnerschaft mit dem besten einzelnen Wies erzielt Punkte für alle Wies."

    Given the contract is hearts
    And the dealer is S
    And E holds 6C 7C 8C 6D 7D 8D 10S JS QS
    And N holds 9H 10H JH QH AC
    Then the declarations score NS 50 and EW 0

  @source:JCH
  Scenario: Four sixes are no Weis and do not beat a run
    Source JCH: "Weis: Folgende Kartenkombinationen können gemeldet werden:"

    Given the contract is hearts
    And the dealer is S
    And E holds 6C 6D 6H 6S AC
    And N holds 8S 9S 10S KD
    Then the declarations score NS 20 and EW 0

  @source:JKW
  Scenario: Two runs of three both score with their side
    Source JKW: "Die Partnerschaft mit dem besten einzelnen Wies erzielt Punkte für alle Wies."

    Given the contract is hearts
    And the dealer is S
    And N holds 6C 7C 8C QD KD AD 10S
    Then the declarations score NS 40 and EW 0
