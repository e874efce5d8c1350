@variant:bela-2p @source:S002 @area:scoring
Feature: Which declarations of Bela for two score: the higher top card, and all of the winner's (S002)
  As at four, only the player holding the best declaration scores, and then all of his declarations.
  Between runs of the same length the one with the higher top card wins, the cards going A K Q J 10 9 8
  7 for declarations. S deals in every scenario, so N declares first. Hearts are trump.

  Scenario: A run to the Jack beats a run to the ten, the ten being below the Jack for declarations
    Source S002: "Între două secvențe care conțin același număr de cărți, secvența care conține cartea mai mare are prioritate"
    Source S002: "Când vine vorba de call, ordinea cărților este următoarea: As, Rege, Regina, Jack, Zece, Nouă, Opt și Șapte."

    Given the contract is hearts
    And the dealer is S
    And N holds 8C 9C 10C AS 7D
    And S holds 9D 10D JD 7S 8H
    Then the declarations score N 0 and S 20

  Scenario: The player with the best declaration scores two runs of the same value
    Source S002: "Titlul este recunoscut doar cuplului care are cel mai puternic (cel mai valoros) titlu (excepția este albă)."

    Given the contract is hearts
    And the dealer is S
    And S holds KC QC JC 9D 8D 7D AS
    And N holds 9S 10S JS 7C
    Then the declarations score N 0 and S 40
