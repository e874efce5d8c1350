@variant:klaverjas-rotterdam @source:KJO @source:HUT @source:NKU @area:play
Feature: What a player may play in Klaverjas, Rotterdam system (HUT, NKU, KJO)
  Follow the led suit. A player who cannot follow must trump, even when the partner holds the trick,
  and must beat a trump already played; one who cannot beat it must still play a lower trump
  (undertrump). Holding neither the led suit nor a trump, play any card. Hearts are trump; play goes
  clockwise W, N, E, S; partners are N and S, E and W.

  @source:HUT @variant:klaverjas-amsterdam
  Scenario: A player holding the led suit must follow it
    Source HUT: "Men is verplicht een voorgespeelde kleur bij te lopen"

    Given the contract is hearts
    And N holds AC 7C 8D JH
    And the trick so far is W KC
    Then the legal cards for N are AC 7C

  @source:HUT @variant:klaverjas-amsterdam
  Scenario: Following a plain suit, a player need not beat it
    Source HUT: "Men is verplicht een voorgespeelde kleur bij te lopen"

    Given the contract is hearts
    And E holds 7C AC 9H AD
    And the trick so far is W QC, N KC
    Then the legal cards for E are 7C AC

  @source:NKU
  Scenario: When trump is led a player must beat it if he can
    Source NKU: "De Rotterdamse opvatting zegt dat men een maatslag moet introeven of overtroeven als men niet kan bekennen."

    Given the contract is hearts
    And N holds 7H JH 7C AD
    And the trick so far is W 9H
    Then the legal cards for N are JH

  Scenario: A void player must trump the partner's trick
    Source KJO: "Als je geen kleur kan bekennen ben je verplicht ook de kaarten van je maat of partner in te troeven (dus ook met ondertroeven)."

    Given the contract is hearts
    And S holds 8H 7D AD KS
    And the trick so far is W 7C, N AC, E 8C
    Then the legal cards for S are 8H

  @source:NKU
  Scenario: A void player must overtrump the partner's ruff
    Source NKU: "De Rotterdamse opvatting zegt dat men een maatslag moet introeven of overtroeven als men niet kan bekennen."

    Given the contract is hearts
    And S holds 7H AH 7D KS
    And the trick so far is W 7C, N QH, E 8C
    Then the legal cards for S are AH

  @source:NKU
  Scenario: A void player must overtrump an opponent's ruff
    Source NKU: "De Rotterdamse opvatting zegt dat men een maatslag moet introeven of overtroeven als men niet kan bekennen."

    Given the contract is hearts
    And S holds 7H AH 7D KS
    And the trick so far is W 7C, N AC, E QH
    Then the legal cards for S are AH

  Scenario: A player who cannot overtrump must undertrump
    Source KJO: "Als je geen kleur kan bekennen ben je verplicht ook de kaarten van je maat of partner in te troeven (dus ook met ondertroeven)."

    Given the contract is hearts
    And S holds 7H 8H 7D KS
    And the trick so far is W 7C, N AC, E JH
    Then the legal cards for S are 7H 8H

  @source:HUT @variant:klaverjas-amsterdam
  Scenario: A player with neither the led suit nor a trump may play any card
    Source HUT: "lukt ook dit niet dan kan een willekeurige kaart worden bijgelopen."

    Given the contract is hearts
    And S holds 7D AD KS 7S
    And the trick so far is W 7C, N AC, E 8C
    Then the legal cards for S are 7D AD KS 7S
