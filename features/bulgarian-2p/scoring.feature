@variant:bulgarian-2p @source:S004 @area:scoring
Feature: Scoring a deal in Bulgarian Belot for two players (S004, BG)
  Only 18 of the 24 cards are played, 9 tricks of 2 cards, so the points won vary from deal to deal.
  The taker needs more points than the other player; then each scores his own. With fewer points the
  taker scores nothing and the other player scores both. Equal points hang. Winning all 9 tricks
  scores 90 more. A player who breaks a rule of play hands 162 points to the other.

  In the trick tables each row lists the cards in the order played, from the player who led; S deals,
  so N leads the first trick, and the winner of each trick leads the next.

  Scenario: When the contract is made each player scores the points he won
    Source S004: "Егер келісімшартқа ұсыныс білдірген команда жеңсе, барлық командалар/ойыншылар әрқайсысы жинаған ұпайларын есепке алады."

    Given the contract is hearts taken by N
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | N      | AS KS          | N      |
      | N      | 10H JH         | S      |
      | S      | AH 9H          | N      |
      | N      | JS KH          | S      |
      | S      | KC AC          | N      |
      | N      | 10S QC         | N      |
      | N      | 9D 10D         | S      |
      | S      | JD QD          | N      |
      | N      | 9C AD          | N      |
    Then the contract is made
    And N score 94 and S score 46

  Scenario: A taker with fewer points scores 0 and the other player both players' points
    Source S004: "Раундты немесе кішкентай ойынды, сондай-ақ жеке келісімшартты жеңу үшін, келісімшартқа ұсыныс білдірген команда немесе ойыншы көп ұпай жинауы керек."
    Source S004: "Егер ұсыныс білдірген команда жеңіліп қалса, қарсы команда екі команданың да жинаған ұпайларын алады, ал ұсыныс білдірген команда нөл ұпай алады"

    Given the contract is hearts taken by S
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | N      | QH 10H         | S      |
      | S      | KC QC          | S      |
      | S      | 9S 10S         | N      |
      | N      | 9H JC          | N      |
      | N      | KD JD          | N      |
      | N      | 9D 10D         | S      |
      | S      | AS KS          | S      |
      | S      | 10C AH         | N      |
      | N      | AD AC          | N      |
    Then the contract is failed
    And S score 0 and N score 130

  @source:BG
  Scenario: Equal points make the deal hang
    Source BG: "If the points are equal then the game is declared hanging."
    Source BG: "When the game hangs the team that bid that game does not record any points but those points are left to the winner of the next game."

    Given the contract is hearts taken by N
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | N      | 10H AH         | S      |
      | S      | JC KC          | N      |
      | N      | 10S AS         | S      |
      | S      | 9D JD          | N      |
      | N      | 10C 9C         | N      |
      | N      | JS JH          | S      |
      | S      | 10D KH         | N      |
      | N      | KS AD          | N      |
      | N      | QC KD          | N      |
    Then the contract is tied
    And N score 0 and S score 64
    And 64 points are held over

  # The 18 cards played hold 135 card points; with the last trick and the valat N scores 235.
  @source:BG
  Scenario: Winning all 9 tricks scores 90 more
    Source BG: "If all hands are won by the same team then that team wins a bonus of 90 points (all hands bonus)."

    Given the contract is hearts taken by N
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | N      | JH 9H          | N      |
      | N      | KH 9S          | N      |
      | N      | AH 9C          | N      |
      | N      | 10H AD         | N      |
      | N      | AS QS          | N      |
      | N      | JS QD          | N      |
      | N      | AC JC          | N      |
      | N      | 10C QC         | N      |
      | N      | 10S 10D        | N      |
    Then the contract is made
    And N score 235 and S score 0

  Scenario: A player who breaks a rule of play gives the other 162 points
    Source S004: "Егер жоғарыдағы ережелердің бірі бұзылса, қарсылас(тар) 162 немесе 258 ұпай алады (барлық карталардың құнының қосындысы)"

    Given the contract is hearts taken by N
    And S committed the offence play_rule_breach
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | N      | JS KS          | S      |
      | S      | KD JD          | S      |
      | S      | QH KH          | N      |
      | N      | QD 10D         | S      |
      | S      | QS 9S          | S      |
      | S      | AD 9H          | N      |
      | N      | KC JC          | N      |
      | N      | AC 9C          | N      |
      | N      | 10C AH         | S      |
    Then the contract is forfeit
    And N score 162 and S score 0

  # N's first belote card, the King, leads the fourth trick.
  @source:BG
  Scenario: Belote scores 20 points for the player who holds it
    Source BG: "If a player has a K and Q from a trump suit (any suit in the "all trumps" game) and declares it during the play of the game scores for his/her team 20 points."
    Source BG: "1. The card is played as the first card of that hand"
    Source BG: "To the total team score is added points scored from bonuses (see below)."

    Given the contract is hearts taken by N
    And N played KH then QH announcing only the first
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | N      | 10C KC         | N      |
      | N      | 9S KS          | S      |
      | S      | JS AS          | N      |
      | N      | KH JH          | S      |
      | S      | KD 10D         | N      |
      | N      | QH QC          | N      |
      | N      | QS 10S         | S      |
      | S      | 9C JC          | N      |
      | N      | 10H AD         | N      |
    Then the contract is made
    And N score 100 and S score 41

  @source:BG
  Scenario: In No Trumps the points are doubled
    Source BG: "When the No Trumps game is played the points scored are doubled (except for the bonus of getting all the hands)."

    Given the contract is no trumps taken by S
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | N      | QD AD          | S      |
      | S      | JD 10D         | N      |
      | N      | JS AS          | S      |
      | S      | 9S JC          | S      |
      | S      | QH 10H         | N      |
      | N      | 9H KH          | S      |
      | S      | KD AH          | S      |
      | S      | 10C QC         | S      |
      | S      | QS AC          | S      |
    Then the contract is made
    And S score 170 and N score 50
    And S score 17 and N score 5 in match points

  @source:BG
  Scenario: Each player's points are divided by 10 into match points
    Source BG: "When the game is won successfully both teams record their respective scores divided by 10 and rounded to a whole number (see later for the rounding rules)."
    Source BG: "162 (16) in the specific trump game"

    Given the contract is hearts taken by N
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | N      | AS KS          | N      |
      | N      | 10H JH         | S      |
      | S      | AH 9H          | N      |
      | N      | JS KH          | S      |
      | S      | KC AC          | N      |
      | N      | 10S QC         | N      |
      | N      | 9D 10D         | S      |
      | S      | JD QD          | N      |
      | N      | 9C AD          | N      |
    Then N score 94 and S score 46
    And N score 9 and S score 5 in match points

  @source:BG
  Scenario: After a failed contract the other player records all the points divided by 10
    Source BG: "When the game is forfeited the team that didn't bid records all points ( including those scored by the bidding team) divided by 10 and rounded (see later for the rounding rules)."

    Given the contract is hearts taken by S
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | N      | QH 10H         | S      |
      | S      | KC QC          | S      |
      | S      | 9S 10S         | N      |
      | N      | 9H JC          | N      |
      | N      | KD JD          | N      |
      | N      | 9D 10D         | S      |
      | S      | AS KS          | S      |
      | S      | 10C AH         | N      |
      | N      | AD AC          | N      |
    Then S score 0 and N score 130
    And S score 0 and N score 13 in match points

  @source:BG
  Scenario: A doubled contract gives the player with more points everything doubled
    Source BG: "When there was a double declared the team with more points records all points doubled( all bonuses are doubled including the bonus for getting all the hands)."

    Given the contract is hearts taken by N
    And the contract is doubled
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | N      | AS KS          | N      |
      | N      | 10H JH         | S      |
      | S      | AH 9H          | N      |
      | N      | JS KH          | S      |
      | S      | KC AC          | N      |
      | N      | 10S QC         | N      |
      | N      | 9D 10D         | S      |
      | S      | JD QD          | N      |
      | N      | 9C AD          | N      |
    Then the contract is made
    And N score 280 and S score 0

  @source:BG
  Scenario: A redoubled contract gives the player with more points everything quadrupled
    Source BG: "When there was a redouble declared the team with more points records all the point quadrupled (all bonuses are quadrupled including those for getting all the hands)."

    Given the contract is hearts taken by S
    And the contract is redoubled
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | N      | QH 10H         | S      |
      | S      | KC QC          | S      |
      | S      | 9S 10S         | N      |
      | N      | 9H JC          | N      |
      | N      | KD JD          | N      |
      | N      | 9D 10D         | S      |
      | S      | AS KS          | S      |
      | S      | 10C AH         | N      |
      | N      | AD AC          | N      |
    Then the contract is failed
    And S score 0 and N score 520

  # 18 cards are played, so the points in play vary: here 98 in all (108 with the last trick).
  Scenario: A taker with more points than the other player makes the contract with fewer than 82
    Source S004: "Раундты немесе кішкентай ойынды, сондай-ақ жеке келісімшартты жеңу үшін, келісімшартқа ұсыныс білдірген команда немесе ойыншы көп ұпай жинауы керек."

    Given the contract is hearts taken by N
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | N      | 10S QS         | N      |
      | N      | QH 10H         | S      |
      | S      | JD 9D          | S      |
      | S      | AC 9C          | S      |
      | S      | 10C JC         | S      |
      | S      | 9S JS          | N      |
      | N      | 9H AH          | N      |
      | N      | QD QC          | N      |
      | N      | 10D KS         | N      |
    Then the contract is made
    And N score 70 and S score 38

  # N won 16 card points, declared Q-J-10 of spades (20) and played the belote (20): 56 against 104.
  @source:BG
  Scenario: A taker who fails hands his belote and his declarations to the other player
    Source S004: "Егер ұсыныс білдірген команда жеңіліп қалса, қарсы команда екі команданың да жинаған ұпайларын алады, ал ұсыныс білдірген команда нөл ұпай алады"
    Source BG: "When the game is forfeited the team that didn't bid records all points ( including those scored by the bidding team) divided by 10 and rounded (see later for the rounding rules)."

    Given the contract is hearts taken by N
    And the dealer is S
    And N declared QS JS 10S
    And N played QH then KH announcing both
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | N      | QS KS          | S      |
      | S      | 10H QH         | S      |
      | S      | 9D QD          | N      |
      | N      | KH AH          | S      |
      | S      | JC AC          | N      |
      | N      | JS AS          | S      |
      | S      | 10C 9C         | S      |
      | S      | KD JD          | S      |
      | S      | JH 10S         | S      |
    Then the contract is failed
    And N score 0 and S score 160

  # N won 42 card points, declared Q-J-10 of spades (20) and played the belote (20): 82 against 82.
  @source:BG
  Scenario: A deal that hangs holds the taker's belote and declarations over with his trick points
    Source BG: "If the points are equal then the game is declared hanging."
    Source BG: "When the game hangs the team that bid that game does not record any points but those points are left to the winner of the next game."

    Given the contract is hearts taken by N
    And the dealer is S
    And N declared QS JS 10S
    And N played KH then QH announcing both
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | N      | QS 9S          | N      |
      | N      | JS KS          | S      |
      | S      | AH 10H         | S      |
      | S      | 10C QC         | S      |
      | S      | JH KH          | S      |
      | S      | QD AD          | N      |
      | N      | KC 9H          | S      |
      | S      | 9D QH          | N      |
      | N      | 10S JD         | N      |
    Then the contract is tied
    And N score 0 and S score 82
    And 82 points are held over

  # N won 60 card points against 64; the belote, played Queen first, makes 80.
  @source:BG
  Scenario: The taker's belote counts toward his contract, whichever card he plays first
    Source BG: "If a player has a K and Q from a trump suit (any suit in the "all trumps" game) and declares it during the play of the game scores for his/her team 20 points."
    Source BG: "To the total team score is added points scored from bonuses (see below)."
    Source BG: "The declaration of "Belot" happens when the first of the two cards (K and Q) is played"

    Given the contract is hearts taken by N
    And N played QH then KH announcing both
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | N      | KD 10D         | S      |
      | S      | 9S KS          | N      |
      | N      | QH 9H          | S      |
      | S      | JH 10H         | S      |
      | S      | QD 9D          | S      |
      | S      | 9C QC          | N      |
      | N      | KH QS          | N      |
      | N      | 10C KC         | N      |
      | N      | AS AD          | N      |
    Then the contract is made
    And N score 80 and S score 64

  @source:BG
  Scenario: In All Trumps the King and Queen of any suit are a belote
    Source BG: "If a player has a K and Q from a trump suit (any suit in the "all trumps" game) and declares it during the play of the game scores for his/her team 20 points."

    Given the contract is all trumps taken by N
    And N played QC then KC announcing both
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | N      | QS KS          | S      |
      | S      | AH JH          | N      |
      | N      | QC AC          | S      |
      | S      | QD KD          | N      |
      | N      | AS 10S         | N      |
      | N      | 9S 10D         | N      |
      | N      | AD 9D          | S      |
      | S      | 10C KC         | S      |
      | S      | KH 10H         | N      |
    Then the contract is made
    And N score 127 and S score 60

  @source:BG
  Scenario: A belote never announced does not score
    Source BG: "and declares it during the play of the game scores for his/her team 20 points"

    Given the contract is hearts taken by N
    And N played QH then KH announcing neither
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | N      | QH 10H         | S      |
      | S      | JC 10C         | N      |
      | N      | AC JD          | N      |
      | N      | 9S AS          | S      |
      | S      | 10D 9D         | S      |
      | S      | JS 10S         | N      |
      | N      | KC KD          | N      |
      | N      | KS QS          | N      |
      | N      | KH AD          | N      |
    Then the contract is made
    And N score 77 and S score 34

  # 90 card points and the last trick, doubled in No Trumps: 200; the 90 for every trick are not doubled.
  @source:BG
  Scenario: A valat in No Trumps scores 290: the 90 are not doubled
    Source BG: "When the No Trumps game is played the points scored are doubled (except for the bonus of getting all the hands)."
    Source BG: "If all hands are won by the same team then that team wins a bonus of 90 points (all hands bonus)."

    Given the contract is no trumps taken by N
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | N      | 10H 9H         | N      |
      | N      | KC JC          | N      |
      | N      | AC 9C          | N      |
      | N      | AS JS          | N      |
      | N      | KD QD          | N      |
      | N      | 10C QC         | N      |
      | N      | AH QS          | N      |
      | N      | 10D JD         | N      |
      | N      | KH 9S          | N      |
    Then the contract is made
    And N score 290 and S score 0

  # 55 rounds down to 5 and 76 up to 8: 13, the rounded 131.
  @source:BG
  Scenario: In a suit contract a score ending in 5 rounds down
    Source BG: "In "Specific Trumps" game rounding difficulties arise when the score ends in 6."
    Source BG: "When the game is won successfully both teams record their respective scores divided by 10 and rounded to a whole number (see later for the rounding rules)."

    Given the contract is hearts taken by N
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | N      | 10C KC         | N      |
      | N      | KS QS          | N      |
      | N      | 9D AD          | S      |
      | S      | QC AC          | N      |
      | N      | QD JD          | N      |
      | N      | JC 9C          | N      |
      | N      | 10D AH         | S      |
      | S      | 9H JH          | N      |
      | N      | 10S QH         | S      |
    Then the contract is made
    And N score 76 and S score 55
    And N score 8 and S score 5 in match points

  # 24 rounds down to 2 and 178 up to 18: 20, the rounded 202.
  @source:BG
  Scenario: In No Trumps a score ending in 4 rounds down
    Source BG: "When the game is won successfully both teams record their respective scores divided by 10 and rounded to a whole number (see later for the rounding rules)."
    Source BG: "In "No Trumps" there can be no rounding problems"

    Given the contract is no trumps taken by N
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | N      | 10D JD         | N      |
      | N      | 10H JH         | N      |
      | N      | AH QH          | N      |
      | N      | QD QC          | N      |
      | N      | AS QS          | N      |
      | N      | AD KC          | N      |
      | N      | KS 9S          | N      |
      | N      | JS 10S         | S      |
      | S      | 9C JC          | N      |
    Then the contract is made
    And N score 178 and S score 24
    And N score 18 and S score 2 in match points

  # 64 rounds down to 6 and 145 up to 15: 21, the rounded 209.
  @source:BG
  Scenario: In All Trumps a score ending in 5 rounds up and one ending in 4 down
    Source BG: "When the game is won successfully both teams record their respective scores divided by 10 and rounded to a whole number (see later for the rounding rules)."
    Source BG: "In the "All Trumps" game difficulties with rounding arise when the score ends with a 4."

    Given the contract is all trumps taken by N
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | N      | 10H 9H         | S      |
      | S      | AC KC          | S      |
      | S      | 9C AD          | S      |
      | S      | KS JS          | N      |
      | N      | KD QC          | N      |
      | N      | JD 10S         | N      |
      | N      | 9D AH          | N      |
      | N      | AS KH          | N      |
      | N      | 9S JC          | N      |
    Then the contract is made
    And N score 145 and S score 64
    And N score 15 and S score 6 in match points
