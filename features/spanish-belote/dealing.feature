@variant:spanish-belote @source:S000 @area:dealing
Feature: Dealing in two-player Spanish Belote (S000)
  The dealer gives each player six cards, three at a time, and turns up the next card to propose the
  trump suit. Once trump is chosen each player gets three more cards: nine each, the turned card staying
  on the table and 13 cards left undealt. The source does not say who is dealt first; belote-spec deals
  the mano (the non-dealer) first. The next deal goes to the player who scored most, or after a cancelled
  deal to the other player. Whoever holds the Seven of a trump suit turned up and accepted in the first
  round may exchange it for the turned card until his opponent has played.

  The deck below, top card first, is the deck in suit order (clubs, diamonds, hearts, spades) and rank
  order 7 to Ace. Dealt by S it gives N 7C 8C 9C and KC AC 7D, S 10C JC QC and 8D 9D 10D, and
  turns up JD; after the bidding N gets QD KD AD and S 7H 8H 9H.

  The exchange scenarios deal one of two decks, dealt by S with JH turned up. In the first N holds
  7H 9H AC 10C KC 7D 8D 7S KS and S 8H 10H QH AD 10D JD JS 9S 8S; the second swaps the two hands.

  Scenario: Each player first gets six cards, three at a time, the mano first
    Source S000: "раздает по шесть карт каждому, по три за раз, открывая следующую карту в колоде, которая будет показана рядом с ней, указывая козырную"

    Given S deals the deck 7C 8C 9C 10C JC QC KC AC 7D 8D 9D 10D JD QD KD AD 7H 8H 9H 10H JH QH KH AH 7S 8S 9S 10S JS QS KS AS
    Then N holds 7C 8C 9C KC AC 7D
    And S holds 10C JC QC 8D 9D 10D
    And it is N's turn to bid

  Scenario: The next card is turned up and proposes the trump suit
    Source S000: "раздает по шесть карт каждому, по три за раз, открывая следующую карту в колоде, которая будет показана рядом с ней, указывая козырную"

    Given S deals the deck 7C 8C 9C 10C JC QC KC AC 7D 8D 9D 10D JD QD KD AD 7H 8H 9H 10H JH QH KH AH 7S 8S 9S 10S JS QS KS AS
    When N takes
    Then the contract is diamonds taken by N

  Scenario: Once trump is accepted each player gets three more cards and the turned card stays on the table
    Source S000: "После того, как оба игрока принимают козырь, дилер раздает каждому по три карты."

    Given S deals the deck 7C 8C 9C 10C JC QC KC AC 7D 8D 9D 10D JD QD KD AD 7H 8H 9H 10H JH QH KH AH 7S 8S 9S 10S JS QS KS AS
    When N passes
    And S takes
    Then the contract is diamonds taken by S
    And N holds 7C 8C 9C KC AC 7D QD KD AD
    And S holds 10C JC QC 8D 9D 10D 7H 8H 9H

  Scenario: A trump named in the second round is followed by three more cards each
    Source S000: "После того, как оба игрока принимают козырь, дилер раздает каждому по три карты."
    Source S000: "будь то в первом игровом ходу с обнаруженным козырем или во втором, с новой мастью козыря, предложенной одним из игроков"

    Given S deals the deck 7C 8C 9C 10C JC QC KC AC 7D 8D 9D 10D JD QD KD AD 7H 8H 9H 10H JH QH KH AH 7S 8S 9S 10S JS QS KS AS
    When N passes
    And S passes
    And N takes spades
    Then the contract is spades taken by N
    And N holds 7C 8C 9C KC AC 7D QD KD AD
    And S holds 10C JC QC 8D 9D 10D 7H 8H 9H

  Scenario: The player who scored most in a deal deals the next one
    Source S000: "В каждой следующей игре карты раздает игрок, набравший наибольшее количество очков в предыдущей игре."

    Then after a deal dealt by S in which S scores 40 and N scores 90, N deals next
    And after a deal dealt by S in which S scores 90 and N scores 40, S deals next
    And after a deal dealt by N in which S scores 90 and N scores 40, S deals next
    And after a deal dealt by N in which S scores 40 and N scores 90, N deals next

  Scenario: After a cancelled deal the other player deals
    Source S000: "Если в предыдущей игре оба игрока пасуют, в следующей игре  раздает карты противник."

    Then after a deal dealt by S is cancelled, N deals next
    And after a deal dealt by N is cancelled, S deals next

  Scenario: The mano holding the trump Seven exchanges it for the turned card
    Source S000: "Когда игра переходит к масти первой карты, которая была раскрыта, игрок, владеющий семеркой той же масти, может взять эту карту, заменив ее семеркой, чтобы дополнить или улучшить любую комбинацию, которая есть у него в руках."

    Given S deals the deck 7H 9H AC 8H 10H QH 10C KC 7D AD 10D JD JH 8D 7S KS JS 9S 8S 7C 8C 9C JC QC 9D QD KD KH AH 10S QS AS
    When N takes
    And N exchanges the low trump for the turned card
    Then N holds 9H AC 10C KC 7D 8D 7S KS JH

  Scenario: The dealer holding the trump Seven exchanges it before his opponent plays
    Source S000: "Когда игра переходит к масти первой карты, которая была раскрыта, игрок, владеющий семеркой той же масти, может взять эту карту, заменив ее семеркой, чтобы дополнить или улучшить любую комбинацию, которая есть у него в руках."
    Source S000: "Это изменение должно быть сделано сразу после раздачи трех дополнительных карт, прописывая это право в момент, когда игрок, противоположный тому, у кого есть козырная семерка, начал свою игру."

    Given S deals the deck 8H 10H QH 7H 9H AC AD 10D JD 10C KC 7D JH JS 9S 8S 8D 7S KS 7C 8C 9C JC QC 9D QD KD KH AH 10S QS AS
    When N takes
    And S exchanges the low trump for the turned card
    Then S holds 9H AC 10C KC 7D 8D 7S KS JH

  Scenario: The exchange is allowed when the dealer took the turned suit
    Source S000: "Когда игра переходит к масти первой карты, которая была раскрыта, игрок, владеющий семеркой той же масти, может взять эту карту, заменив ее семеркой, чтобы дополнить или улучшить любую комбинацию, которая есть у него в руках."

    Given S deals the deck 7H 9H AC 8H 10H QH 10C KC 7D AD 10D JD JH 8D 7S KS JS 9S 8S 7C 8C 9C JC QC 9D QD KD KH AH 10S QS AS
    When N passes
    And S takes
    And N exchanges the low trump for the turned card
    Then N holds 9H AC 10C KC 7D 8D 7S KS JH

  Scenario: A player without the trump Seven cannot exchange
    Source S000: "Когда игра переходит к масти первой карты, которая была раскрыта, игрок, владеющий семеркой той же масти, может взять эту карту, заменив ее семеркой, чтобы дополнить или улучшить любую комбинацию, которая есть у него в руках."

    Given S deals the deck 7H 9H AC 8H 10H QH 10C KC 7D AD 10D JD JH 8D 7S KS JS 9S 8S 7C 8C 9C JC QC 9D QD KD KH AH 10S QS AS
    When N takes
    And S exchanges the low trump for the turned card
    Then the exchange is rejected citing /dealing/trump_exchange
    And the state is unchanged

  # N holds both 7H, the Seven of the turned suit, and 7S, the Seven of the trump he named.
  Scenario: No exchange when trump was named in the second round, even for the Seven of trump
    Source S000: "Когда игра переходит к масти первой карты, которая была раскрыта, игрок, владеющий семеркой той же масти, может взять эту карту, заменив ее семеркой, чтобы дополнить или улучшить любую комбинацию, которая есть у него в руках."
    Source S000: "Когда оба игрока сделают пас в свой первый ход, игрок «рука» отметит любую другую масть, которую сочтет выгодной, в качестве козырной масти."

    Given S deals the deck 7H 9H AC 8H 10H QH 10C KC 7D AD 10D JD JH 8D 7S KS JS 9S 8S 7C 8C 9C JC QC 9D QD KD KH AH 10S QS AS
    When N passes
    And S passes
    And N takes spades
    And N exchanges the low trump for the turned card
    Then the exchange is rejected citing /dealing/trump_exchange
    And the state is unchanged

  Scenario: The exchange is too late once the opponent has played
    Source S000: "Это изменение должно быть сделано сразу после раздачи трех дополнительных карт, прописывая это право в момент, когда игрок, противоположный тому, у кого есть козырная семерка, начал свою игру."

    Given S deals the deck 8H 10H QH 7H 9H AC AD 10D JD 10C KC 7D JH JS 9S 8S 8D 7S KS 7C 8C 9C JC QC 9D QD KD KH AH 10S QS AS
    When N takes
    And N plays AD
    And S exchanges the low trump for the turned card
    Then the exchange is rejected citing /dealing/trump_exchange
    And the state is unchanged

  # A reading of the garbled sentence (as the variant's trump_exchange says): the right lapses when the
  # holder's opponent begins to play, so the mano who has led may still exchange before the dealer plays.
  Scenario: The mano may still exchange after leading, until his opponent plays
    Source S000: "прописывая это право в момент, когда игрок, противоположный тому, у кого есть козырная семерка, начал свою игру"

    Given S deals the deck 7H 9H AC 8H 10H QH 10C KC 7D AD 10D JD JH 8D 7S KS JS 9S 8S 7C 8C 9C JC QC 9D QD KD KH AH 10S QS AS
    When N takes
    And N plays 7D
    And N exchanges the low trump for the turned card
    Then N holds 9H AC 10C KC 8D 7S KS JH
