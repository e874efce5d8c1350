@variant:bulgarian-3p @source:S004 @source:BG @area:play
Feature: Bulgarian Belot for three players: follow a trump lead one cannot beat, and the highest trump wins (S004, BG)
  A player who cannot beat a trump lead still plays a trump; the highest trump wins the trick, the first
  ruff too. Hearts are trump; play goes E, W, S.

  Scenario: A player who cannot beat a trump lead still plays a trump
    Source S004: "Егер бірінші ойналған карта козы болса, келесі ойыншылар да козымен ойнауы керек және мүмкіндігі болса, бұрынғы карталарды жеңетін козы картасын салуға тиіс."

    Given the contract is hearts
    And S holds KH AC
    And the trick so far is E JH, W QH
    Then the legal cards for S are KH

  Scenario: The first ruff wins the trick when it stays the highest trump
    Source BG: "The hand is won by the player who placed the highest card (or trump)."

    Given the contract is hearts
    And the trick so far is E AC, W JH, S 9H
    Then the trick is won by W
