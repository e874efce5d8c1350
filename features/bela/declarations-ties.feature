@variant:bela @source:S002 @area:scoring
Feature: Runs of the same length in Bela are told apart by the top card, not by the trump (S002)
  Between two runs of the same number of cards the one with the higher top card wins, in the order
  A K Q J 10 9 8 7; a run in trump gets no precedence. Hearts are trump and S deals, so E declares
  first.

  Scenario: A plain run with the higher top card beats a run of trumps of the same length
    Source S002: "Între două secvențe care conțin același număr de cărți, secvența care conține cartea mai mare are prioritate"

    Given the contract is hearts
    And the dealer is S
    And E holds 9H 8H 7H AS 10C
    And N holds KD QD JD 7S 9C
    Then the declarations score NS 20 and EW 0

  # Four Kings and four Aces are both worth 100: the same valuable declaration, so neither rank is higher
  # and the player nearer the dealer's right takes it. Hearts are trump and S deals, so E declares first.
  Scenario: Between two carrés of 100 the player nearer the dealer's right wins, whatever their ranks
    Source S002: "4 ași, zeci, rege și regină: 100 de puncte"
    Source S002: "Dacă, în schimb, se întâmplă ca doi jucători din perechi opuse să aibă același titlu valoros, cel care a avut dreptul de a determina atu înainte (cel care este mai aproape de dealer-ul din dreapta) obține avantajul."

    Given the contract is hearts
    And the dealer is S
    And E holds KC KD KH KS
    And N holds AC AD AH AS
    Then the declarations score NS 0 and EW 100
