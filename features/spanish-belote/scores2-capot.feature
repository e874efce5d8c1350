@variant:spanish-belote @source:S000 @area:scoring
Feature: What makes a capot in two-player Spanish Belote (S000)
  A player who takes no trick is capot: his opponent scores the prize of 100 instead of the last trick's
  10, and a belote held in the deal changes nothing to that. A player who takes one trick, even of cards
  worth nothing, is not capot.

  In the trick tables each row lists the two cards in the order played, from the player who led; the
  winner of each trick leads the next.

  # N's 8H takes the fourth trick, two trumps worth nothing; S takes every other trick and the last.
  Scenario: A player who takes one trick of cards worth nothing is not capot
    Source S000: "Если игроку не удалось выполнить ни одной взятки, его противник объявляет его Капоте, получая приз."

    Given the contract is hearts taken by S
    When the deal is scored with these tricks:
      | leader | cards  | winner |
      | N      | KC 10C | S      |
      | S      | JH 10H | S      |
      | S      | 10S KS | S      |
      | S      | 7H 8H  | N      |
      | N      | AD 9H  | S      |
      | S      | AH KH  | S      |
      | S      | AS QS  | S      |
      | S      | AC 10D | S      |
      | S      | QH QD  | S      |
    Then the contract is made
    And S score 149 and N score 0

  # S takes all nine tricks: 114 card points, the capot's 100 instead of the last trick, and the belote's 20.
  Scenario: A player who takes every trick with a belote scores the capot and the belote
    Source S000: "Сделать Капоте -> 100 очков"
    Source S000: "Примечание: когда игрок делает Капоте, он не может засчитать себе 10 очков с последней взятки."
    Source S000: "Белот -> 20 очков"

    Given the contract is hearts taken by S
    And S played KH then QH announcing both
    When the deal is scored with these tricks:
      | leader | cards  | winner |
      | S      | KH 8H  | S      |
      | S      | AC QC  | S      |
      | S      | AD KD  | S      |
      | S      | AS 10S | S      |
      | S      | 10D JD | S      |
      | S      | 10H QS | S      |
      | S      | 7H KC  | S      |
      | S      | 9H 10C | S      |
      | S      | QH KS  | S      |
    Then the contract is made
    And S score 234 and N score 0
