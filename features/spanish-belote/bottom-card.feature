@variant:spanish-belote @source:S000 @area:dealing
Feature: The bottom card shown in two-player Spanish Belote (S000)
  Once the hands are complete the dealer takes the last card of the pack and lays it face up beside the
  card turned up: it is not played and only informs both players. The deck below, top card first, is
  the deck in suit order (clubs, diamonds, hearts, spades) and rank order 7 to Ace: its last card is
  the Ace of spades.

  Scenario: The last card of the pack is shown to both players
    Source S000: "игрок, раздающий карты, тянет последнюю карту из колоды и кладет ее рядом с первой открытой картой."
    Source S000: "Эта вторая карта не используется в игре и служит только ориентиром для обоих игроков."

    Given S deals the deck 7C 8C 9C 10C JC QC KC AC 7D 8D 9D 10D JD QD KD AD 7H 8H 9H 10H JH QH KH AH 7S 8S 9S 10S JS QS KS AS
    When N takes
    Then the bottom card AS is shown to all
