@variant:bela @source:S002 @area:bidding
Feature: Calling trump in Bela for four players (S002)
  No card is turned up. From the player to the dealer's right, each player in turn, counter-clockwise,
  either calls a trump suit (any of the four) or says "next" and leaves the choice to the player on his
  right. The first call ends the calling and play begins. The dealer, last to speak, must call: every
  deal is played. S deals in every scenario, so E speaks first, then N, W and S.

  The deck is in suit order (clubs, diamonds, hearts, spades) and rank order 7 to Ace, top card first.

  Scenario: The player to the right of the dealer speaks first
    Source S002: "Primul în rând este jucătorul din dreapta dealer-ului."

    Given S deals the deck 7C 8C 9C 10C JC QC KC AC 7D 8D 9D 10D JD QD KD AD 7H 8H 9H 10H JH QH KH AH 7S 8S 9S 10S JS QS KS AS
    Then it is E's turn to bid

  Scenario: A player who says next passes the choice to the player on his right
    Source S002: "Jucătorul decide dacă sună (determină atu) sau sună mai departe."
    Source S002: "În cazul în care spune mai departe, ridică cartea și dreptul de a determina atu merge următorului jucător din dreapta care are aceleași drepturi ca și precedentul."

    Given S deals the deck 7C 8C 9C 10C JC QC KC AC 7D 8D 9D 10D JD QD KD AD 7H 8H 9H 10H JH QH KH AH 7S 8S 9S 10S JS QS KS AS
    When E passes
    Then it is N's turn to bid
    When N passes
    Then it is W's turn to bid
    When W passes
    Then it is S's turn to bid

  Scenario: A call out of turn is rejected
    Source S002: "Primul în rând este jucătorul din dreapta dealer-ului."

    Given S deals the deck 7C 8C 9C 10C JC QC KC AC 7D 8D 9D 10D JD QD KD AD 7H 8H 9H 10H JH QH KH AH 7S 8S 9S 10S JS QS KS AS
    When N takes hearts
    Then the bid is rejected citing turn
    And the state is unchanged

  Scenario: The first player may call any suit
    Source S002: "Jucătorul decide dacă sună (determină atu) sau sună mai departe."

    Given S deals the deck 7C 8C 9C 10C JC QC KC AC 7D 8D 9D 10D JD QD KD AD 7H 8H 9H 10H JH QH KH AH 7S 8S 9S 10S JS QS KS AS
    When E takes spades
    Then the contract is spades taken by E

  Scenario: A later player has the same right to call any suit
    Source S002: "dreptul de a determina atu merge următorului jucător din dreapta care are aceleași drepturi ca și precedentul."

    Given S deals the deck 7C 8C 9C 10C JC QC KC AC 7D 8D 9D 10D JD QD KD AD 7H 8H 9H 10H JH QH KH AH 7S 8S 9S 10S JS QS KS AS
    When E passes
    And N passes
    And W takes diamonds
    Then the contract is diamonds taken by W

  Scenario: A call names a trump suit, not no trumps
    Source S002: "Jucătorul decide dacă sună (determină atu) sau sună mai departe."

    Given S deals the deck 7C 8C 9C 10C JC QC KC AC 7D 8D 9D 10D JD QD KD AD 7H 8H 9H 10H JH QH KH AH 7S 8S 9S 10S JS QS KS AS
    When E takes no trumps
    Then the bid is rejected citing /bidding/rounds/0
    And the state is unchanged

  Scenario: The dealer may not pass
    Source S002: "Când vine rândul dealer-ului, acesta trebuie să sune."

    Given S deals the deck 7C 8C 9C 10C JC QC KC AC 7D 8D 9D 10D JD QD KD AD 7H 8H 9H 10H JH QH KH AH 7S 8S 9S 10S JS QS KS AS
    When E passes
    And N passes
    And W passes
    And S passes
    Then the bid is rejected citing /bidding/rounds/0
    And the state is unchanged
    And it is S's turn to bid

  Scenario: When the other three pass the dealer calls
    Source S002: "Când vine rândul dealer-ului, acesta trebuie să sune."

    Given S deals the deck 7C 8C 9C 10C JC QC KC AC 7D 8D 9D 10D JD QD KD AD 7H 8H 9H 10H JH QH KH AH 7S 8S 9S 10S JS QS KS AS
    When E passes
    And N passes
    And W passes
    And S takes clubs
    Then the contract is clubs taken by S

  Scenario: The first call ends the calling and play begins
    Source S002: "Când cineva strigă un atu, toată lumea își ridică gheara și începe jocul."

    Given S deals the deck 7C 8C 9C 10C JC QC KC AC 7D 8D 9D 10D JD QD KD AD 7H 8H 9H 10H JH QH KH AH 7S 8S 9S 10S JS QS KS AS
    When E passes
    And N takes hearts
    And W takes spades
    Then the bid is rejected citing phase
    And the state is unchanged
    And the contract is hearts taken by N
    And it is E's turn to play
