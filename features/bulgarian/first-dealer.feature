@variant:bulgarian @variant:bulgarian-partner-exempt @source:S004 @area:dealing
Feature: The first dealer of a Bulgarian Belot game (S004)
  The winners of the previous game deal its first deal. The source does not say which of the two
  partners deals, so either may.

  Scenario: The winners of the previous game deal first
    Source S004: "Ойынның алғашқы мәмілесін өткен ойынның жеңімпаздары жасайды."

    When the match starts after a game won by NS
    Then N or S may deal first
