@variant:klaverjas-rotterdam @source:HUT @source:NKU @area:play
Feature: Klaverjas's duties after a ruff, Rotterdam system, judge the trick by its real winning card (HUT, NKU, KDH)
  Once a plain lead has been trumped, a player who holds the led suit still follows it, whatever trumps he
  holds; a void player must beat the highest trump in the trick, not the rank of the card led. The highest
  trump wins the trick, the first ruff too. Hearts are trump; play goes clockwise W, N, E, S; partners are
  N and S, E and W.

  Scenario: After a ruff a player holding the led suit follows it, even with a higher trump
    Source HUT: "Men is verplicht een voorgespeelde kleur bij te lopen"

    Given the contract is hearts
    And S holds KC 9H 7D
    And the trick so far is W 9C, N 8C, E 7H
    Then the legal cards for S are KC

  Scenario: A void player must beat a ruff that ranks below the card led
    Source NKU: "De Rotterdamse opvatting zegt dat men een maatslag moet introeven of overtroeven als men niet kan bekennen."

    # E's 10H ranks below the ace led, but it is the highest trump in the trick: S's AH beats it.
    Given the contract is hearts
    And S holds AH 7H 8D
    And the trick so far is W AC, N 7C, E 10H
    Then the legal cards for S are AH

  @source:KDH
  Scenario: The first ruff wins the trick when it stays the highest trump
    Source KDH: "De rangorder is bij troef: Boer–Negen-Aas-Tien-Heer-Vrouw-Acht-Zeven"

    Given the contract is hearts
    And the trick so far is W AC, N JH, E 9H, S 7H
    Then the trick is won by N
