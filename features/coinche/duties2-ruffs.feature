@variant:coinche @source:FFBC @area:play
Feature: Coinche's duties after a ruff judge the trick by its real winning card (FFBC)
  Once a plain lead has been trumped, a player who holds the led suit still follows it, whatever trumps he
  holds; a void player must beat the highest trump in the trick, not the rank of the card led; and a
  discard of another suit never holds the trick, however high. Play goes counter-clockwise: E, N, W, S.
  Partners are N and S, E and W. Hearts are trump.

  Scenario: After a ruff a player holding the led suit follows it, even with a higher trump
    Source FFBC: "On doit toujours fournir la couleur demandée à l'entame si l'on en possède."

    Given the contract is hearts
    And S holds KC 9H 7D
    And the trick so far is E 9C, N 8C, W 7H
    Then the legal cards for S are KC

  Scenario: A void player must beat an opponent's ruff that ranks below the card led
    Source FFBC: "on doit toujours jouer un atout plus fort que ceux déjà présents sur le tapis, même si cela est contraire à notre intérêt."

    # W's 10H ranks below the ace led, but it is the highest trump on the table: S's AH beats it.
    Given the contract is hearts
    And S holds AH 7H 8D
    And the trick so far is E AC, N 7C, W 10H
    Then the legal cards for S are AH

  Scenario: A partner's discard of a higher card does not hold the trick
    Source FFBC: "on est tenu de jouer un atout si l'on en possède (on dit que l’on « coupe »), sinon on se défausse en jouant n'importe quelle carte."

    # W's 9C of the led suit holds the trick, not N's ace of another suit: S must trump.
    Given the contract is hearts
    And S holds 7H 8S
    And the trick so far is E 8C, N AD, W 9C
    Then the legal cards for S are 7H
