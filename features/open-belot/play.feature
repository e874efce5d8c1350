@variant:open-belot @source:S004 @area:play
Feature: Playing from the hand and from the table in Open Belot (S004)
  Play is as in four-player Bulgarian Belot, except that a player may play any of the cards in hand or
  lying face up on the table before him, and the face-up cards count like cards in hand for following
  suit, beating a led trump and trumping. Playing a face-up card uncovers the face-down card beneath,
  which is turned face up and may be played in its turn. A face-down card cannot be played.

  The deck below, top card first, dealt by S, gives N 10H AD 10S AS 8C in hand and S JC QC KC 7S 8S. On
  the table N's face-down cards 7H 8H JD QD lie under JH QH KD JS, and S's 7D 8D 9D 10D under 9H 9S 10C
  9C. After the bidding N gets KH AH QS and S AC 7C KS. So S holds no diamond and no heart in hand, and
  S's only heart, 9H, lies face up on the table, on the face-down 7D.

  Scenario: A face-up table card may be led, and followed with, like a card in hand
    Source S004: "Ойнау және есептеу ережелері стандартты 4 ойыншылық белотқа ұқсас, бірақ бір ерекшелігі бар: әр ойыншы өзінің қолындағы немесе үстелде ашық жатқан барлық карталарды ойнауға құқылы."

    Given S deals the deck 10H AD 10S JC QC KC AS 8C 7S 8S 7H 7D 8H 8D JD 9D QD 10D JH 9H QH 9S KD 10C JS 9C KH AH QS AC 7C KS
    When N bids hearts
    And S passes
    Then N holds 10H AD 10S AS 8C KH AH QS JH QH KD JS
    And S holds JC QC KC 7S 8S AC 7C KS 9H 9S 10C 9C
    When N plays JS
    Then it is S's turn to play
    When S plays 9S
    Then it is N's turn to play

  Scenario: A face-up card of the led suit must be played rather than another card from the hand
    Source S004: "әр ойыншы өзінің қолындағы немесе үстелде ашық жатқан барлық карталарды ойнауға құқылы."
    Source S004: "Келесі ойыншылар мүмкіндігі болса, сол түске ойнауы керек."

    Given S deals the deck 10H AD 10S JC QC KC AS 8C 7S 8S 7H 7D 8H 8D JD 9D QD 10D JH 9H QH 9S KD 10C JS 9C KH AH QS AC 7C KS
    When N bids no trumps
    And S passes
    And N plays 10H
    And S plays JC
    Then the play is rejected citing /play/obligations/follow_suit
    And the state is unchanged
    When S plays 9H
    Then it is N's turn to play

  Scenario: A led trump must be beaten with a face-up trump that beats it
    Source S004: "әр ойыншы өзінің қолындағы немесе үстелде ашық жатқан барлық карталарды ойнауға құқылы."
    Source S004: "Егер бірінші ойналған карта козы болса, келесі ойыншылар да козымен ойнауы керек және мүмкіндігі болса, бұрынғы карталарды жеңетін козы картасын салуға тиіс."

    Given S deals the deck 10H AD 10S JC QC KC AS 8C 7S 8S 7H 7D 8H 8D JD 9D QD 10D JH 9H QH 9S KD 10C JS 9C KH AH QS AC 7C KS
    When N bids spades
    And S passes
    And N plays 10S
    And S plays 7S
    Then the play is rejected citing /play/obligations/overtrump_when_trump_led
    And the state is unchanged
    When S plays 9S
    Then it is S's turn to play

  Scenario: A player void in the led suit must trump with a face-up trump
    Source S004: "әр ойыншы өзінің қолындағы немесе үстелде ашық жатқан барлық карталарды ойнауға құқылы."
    Source S004: "Егер ойыншы сол түспен ойнай алмаса, міндетті түрде козы картасын ойнауы керек."

    Given S deals the deck 10H AD 10S JC QC KC AS 8C 7S 8S 7H 7D 8H 8D JD 9D QD 10D JH 9H QH 9S KD 10C JS 9C KH AH QS AC 7C KS
    When N bids hearts
    And S passes
    And N plays AD
    And S plays 7S
    Then the play is rejected citing /play/obligations/trump_when_void
    And the state is unchanged
    When S plays 9H
    Then it is S's turn to play

  Scenario: A face-down card cannot be played, nor does it oblige to follow suit
    Source S004: "әр ойыншы өзінің қолындағы немесе үстелде ашық жатқан барлық карталарды ойнауға құқылы."
    Source S004: "әр ойыншыға үстелге 4 қосымша карта төмен қаратылып қойылады"

    Given S deals the deck 10H AD 10S JC QC KC AS 8C 7S 8S 7H 7D 8H 8D JD 9D QD 10D JH 9H QH 9S KD 10C JS 9C KH AH QS AC 7C KS
    When N bids hearts
    And S passes
    And N plays 7H
    Then the play is rejected citing card-not-in-hand
    And the state is unchanged
    When N plays AD
    And S plays 7D
    Then the play is rejected citing card-not-in-hand
    And the state is unchanged
    When S plays 9H
    Then it is S's turn to play

  Scenario: Playing a face-up card turns up the card beneath it
    Source S004: "Ойыншы үстелден ашық картаны ойнағаннан кейін (сол арқылы төмендегі картаны ашады), ашылған картаны да ашық жайылған күйде бұрады."

    Given S deals the deck 10H AD 10S JC QC KC AS 8C 7S 8S 7H 7D 8H 8D JD 9D QD 10D JH 9H QH 9S KD 10C JS 9C KH AH QS AC 7C KS
    When N bids hearts
    And S passes
    And N plays JS
    Then N holds 10H AD 10S AS 8C KH AH QS JH QH KD QD
    When S plays 9S
    Then S holds JC QC KC 7S 8S AC 7C KS 9H 8D 10C 9C

  Scenario: A card turned up is face up: it may be played, and it obliges like the others
    Source S004: "Ойыншы үстелден ашық картаны ойнағаннан кейін (сол арқылы төмендегі картаны ашады), ашылған картаны да ашық жайылған күйде бұрады."
    Source S004: "әр ойыншы өзінің қолындағы немесе үстелде ашық жатқан барлық карталарды ойнауға құқылы."

    Given S deals the deck 10H AD 10S JC QC KC AS 8C 7S 8S 7H 7D 8H 8D JD 9D QD 10D JH 9H QH 9S KD 10C JS 9C KH AH QS AC 7C KS
    When N bids hearts
    And S passes
    And N plays JS
    And S plays 9S
    And N plays QD
    And S plays 7S
    Then the play is rejected citing /play/obligations/follow_suit
    And the state is unchanged
    When S plays 8D
    Then N holds 10H AD 10S AS 8C KH AH QS JH QH KD
    And S holds JC QC KC 7S 8S AC 7C KS 9H 10C 9C
    And it is N's turn to play
