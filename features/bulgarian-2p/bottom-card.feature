@variant:bulgarian-2p @source:S004 @area:dealing
Feature: No card of the pack is shown in two-player Bulgarian Belot (S004)
  The six cards left over are not needed and nobody looks at them: no bottom card is shown.

  Scenario: Nobody looks at the cards left over
    Source S004: "Барлығы 18 карта қолданылады, ал қалған 6 карта қажет емес, оларды ешкім қарамайды."

    Given S deals the deck 9C 10C JC QC KC AC 9D 10D JD QD KD AD 9H 10H JH QH KH AH 9S 10S JS QS KS AS
    Then no bottom card is shown
