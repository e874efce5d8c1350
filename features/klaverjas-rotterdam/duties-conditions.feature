@variant:klaverjas-rotterdam @source:KJO @source:HUT @source:NKU @area:play
Feature: Klaverjas's duties, Rotterdam system, hold on every trick, whoever holds it (HUT, NKU, KJO)
  The first trick, with eight cards in hand, is played like the others. A player holding the led suit
  follows it, whether he holds a trump or not and whoever holds the trick, and need not beat it. A
  trump played to a trick must beat the highest trump in it where one can, the partner's too, not only
  the card led or the last card played; one who cannot still plays a trump. Hearts are trump; play goes
  clockwise W, N, E, S; partners are N and S, E and W.

  Scenario: On the first trick the last player follows the led suit while his partner holds the trick
    Source HUT: "Men is verplicht een voorgespeelde kleur bij te lopen"

    Given the contract is hearts
    And S holds AC 8C 7D 8D 9D 7S 8S 9S
    And the trick so far is W 9C, N KC, E 7C
    Then the legal cards for S are AC 8C

  Scenario: On the first trick the last player must beat the highest trump of a trump lead, the partner's too
    Source NKU: "De Rotterdamse opvatting zegt dat men een maatslag moet introeven of overtroeven als men niet kan bekennen."

    # The variant reads the duty to overtrump for a trump lead too (its overtrump_when_trump_led).
    Given the contract is hearts
    And S holds 9H 10H 7C 8C 7D 8D 7S 8S
    And the trick so far is W 8H, N AH, E 7H
    Then the legal cards for S are 9H

  Scenario: When trump is led and cannot be beaten a player still follows it
    Source HUT: "Men is verplicht een voorgespeelde kleur bij te lopen"

    Given the contract is hearts
    And N holds 9H 7H AC
    And the trick so far is W JH
    Then the legal cards for N are 9H 7H

  Scenario: On the first trick the second player void in the led suit must trump
    Source KJO: "Als je geen kleur kan bekennen ben je verplicht ook de kaarten van je maat of partner in te troeven (dus ook met ondertroeven)."

    Given the contract is hearts
    And N holds 7H 8H 7D 8D 9D AD 7S 8S
    And the trick so far is W AC
    Then the legal cards for N are 7H 8H

  Scenario: A void player unable to beat the partner's ruff must undertrump it
    Source KJO: "Als je geen kleur kan bekennen ben je verplicht ook de kaarten van je maat of partner in te troeven (dus ook met ondertroeven)."

    Given the contract is hearts
    And S holds 7H 7D AD KS
    And the trick so far is W 7C, N JH, E 8C
    Then the legal cards for S are 7H

  Scenario: On the first trick the last player must overtrump an opponent's ruff
    Source NKU: "De Rotterdamse opvatting zegt dat men een maatslag moet introeven of overtroeven als men niet kan bekennen."

    Given the contract is hearts
    And S holds AH 8H 7D 8D 9D 7S 8S 9S
    And the trick so far is W 7C, N AC, E QH
    Then the legal cards for S are AH

  Scenario: On the first trick the last player unable to overtrump an opponent must undertrump
    Source KJO: "Als je geen kleur kan bekennen ben je verplicht ook de kaarten van je maat of partner in te troeven (dus ook met ondertroeven)."

    Given the contract is hearts
    And S holds 8H 7D 8D 9D 7S 8S 9S KS
    And the trick so far is W 7C, N AC, E JH
    Then the legal cards for S are 8H
