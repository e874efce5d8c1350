@variant:french @variant:french-qcsalon @variant:french-sans-atout @variant:french-sans-atout-ffb @variant:french-annonces @source:S001 @area:play
Feature: French Belote's duties after a ruff judge the trick by its real winning card (S001)
  Once a plain lead has been trumped, a player who holds the led suit still follows it, whatever trumps he
  holds; a void player must beat the highest trump in the trick, not the rank of the card led; and a
  discard of another suit never holds the trick, however high. Play goes counter-clockwise: E, N, W, S.
  Partners are N and S, E and W. Hearts are trump.

  Scenario: After a ruff a player holding the led suit follows it, even with a higher trump
    Source S001: "If possible, each player must play a card sharing the suit with the first card played during this trick (also called leading suit)."

    Given the contract is hearts
    And S holds KC 9H 7D
    And the trick so far is E 9C, N 8C, W 7H
    Then the legal cards for S are KC

  Scenario: A void player must beat an opponent's ruff that ranks below the card led
    Source S001: "Also, if another player has played a trump during this trick, he must play a stronger trump if possible (he overtrumps)."

    # W's 10H ranks below the ace led, but it is the highest trump in the trick: S's AH beats it.
    Given the contract is hearts
    And S holds AH 7H 8D
    And the trick so far is E AC, N 7C, W 10H
    Then the legal cards for S are AH

  Scenario: A partner's discard of a higher card does not hold the trick
    Source S001: "If a player does not have any card of the leading suit, and if his partner has played the strongest card in the current trick (remember that trump is stronger than non-trump), then he can play any card."
    Source S001: "then he must play a trump card if possible"

    # W's 9C of the led suit holds the trick, not N's ace of another suit: S must trump.
    Given the contract is hearts
    And S holds 7H 8S
    And the trick so far is E 8C, N AD, W 9C
    Then the legal cards for S are 7H
