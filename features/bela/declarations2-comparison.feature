@variant:bela @source:S002 @area:scoring
Feature: Which declarations of Bela score: the best single one decides, and its pair scores them all (S002)
  Only the pair holding the most valuable declaration scores, and then all of its declarations: a
  player's declarations are not added up to beat a better one. Between runs of the same length the one
  with the higher top card wins, the cards going A K Q J 10 9 8 7 for declarations. Hearts are trump and
  S deals, so E declares first.

  Scenario: One player's runs are not added up: a quarte and a tierce lose to a better quarte
    Source S002: "Nimic nu este recunoscut pentru a doua pereche, chiar dacă au în mână mai multe titluri mai slabe care, adunate împreună, valorează mai mult decât titlurile perechii opuse."
    Source S002: "Între două secvențe care conțin același număr de cărți, secvența care conține cartea mai mare are prioritate"

    Given the contract is hearts
    And the dealer is S
    And E holds 8C 9C 10C JC KS QS JS 7D
    And N holds 9D 10D JD QD 7S
    Then the declarations score NS 50 and EW 0

  Scenario: A run to the Jack beats a run to the ten, the ten being below the Jack for declarations
    Source S002: "Între două secvențe care conțin același număr de cărți, secvența care conține cartea mai mare are prioritate"
    Source S002: "Când vine vorba de call, ordinea cărților este următoarea: As, Rege, Regina, Jack, Zece, Nouă, Opt și Șapte."

    Given the contract is hearts
    And the dealer is S
    And E holds 8C 9C 10C AS 7D
    And N holds 9D 10D JD 7S 8H
    Then the declarations score NS 20 and EW 0

  Scenario: The pair with the best declaration scores two runs of the same value
    Source S002: "Titlul este recunoscut doar cuplului care are cel mai puternic (cel mai valoros) titlu (excepția este albă)."

    Given the contract is hearts
    And the dealer is S
    And N holds KC QC JC 7S 8H
    And S holds 9D 8D 7D AS 10H
    And E holds 9S 10S JS 7C
    Then the declarations score NS 40 and EW 0
