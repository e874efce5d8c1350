@variant:bulgarian-2p @variant:open-belot @source:S004 @area:dealing
Feature: The first dealer of a two-player Bulgarian Belot game (S004)
  The winner of the previous game deals its first deal.

  Scenario: The winner of the previous game deals first
    Source S004: "Ойынның алғашқы мәмілесін өткен ойынның жеңімпаздары жасайды."

    When the match starts after a game won by N
    Then N may deal first
