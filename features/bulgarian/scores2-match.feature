@source:S004 @area:match
Feature: A side past 151 after a valat wins at the end of the next deal (S004)
  A deal won by taking every trick (valat) cannot end the match, even when it takes a side past 151:
  another deal is played. When that deal ends with the side still past 151 and ahead, it has won, even if
  it scored nothing in that deal.

  @variant:bulgarian @variant:bulgarian-partner-exempt
  Scenario: A pair past 151 after a valat wins when the next deal leaves it ahead, though it scored nothing
    Source S004: "Жалпы есепте 151 матч-бұлқынына жеткен команда жеңімпаз болады, бірақ валат болса, ойын аяқталмайды."

    Given the match score is NS 160 and EW 100
    When NS score 0 and EW score 16 in the deal
    Then NS win the match

  @variant:bulgarian-2p @variant:open-belot
  Scenario: A player past 151 after a valat wins when the next deal leaves him ahead, though he scored nothing
    Source S004: "Жалпы есепте 151 матч-бұлқынына жеткен команда жеңімпаз болады, бірақ валат болса, ойын аяқталмайды."

    Given the match score is S 160 and N 100
    When S score 0 and N score 16 in the deal
    Then S wins the match

  @variant:bulgarian-3p
  Scenario: A player past 151 after a valat wins when the next deal leaves him ahead, though he scored nothing
    Source S004: "Жалпы есепте 151 матч-бұлқынына жеткен команда жеңімпаз болады, бірақ валат болса, ойын аяқталмайды."

    Given the match score is S 160 and E 100
    When S score 0 and E score 16 in the deal
    Then S wins the match
