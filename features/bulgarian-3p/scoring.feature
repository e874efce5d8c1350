@variant:bulgarian-3p @source:S004 @area:scoring
Feature: Scoring a deal in Bulgarian Belot for three players (S004, BG)
  Each player plays for himself. A taker with more points scores them, and so does each other player.
  A taker with fewer points scores nothing and the two others share his points: the seed only says
  that the other side takes both sides' points, and belote-spec splits them evenly. A player who breaks
  a rule of play hands 162 points to each of the others. Winning all 8 tricks scores 90 more.

  In the trick tables each row lists the cards in the order played, from the player who led; S deals,
  so E leads the first trick, and the winner of each trick leads the next. Play goes E, W, S.

  Scenario: When the contract is made each player scores the points he won
    Source S004: "Егер келісімшартқа ұсыныс білдірген команда жеңсе, барлық командалар/ойыншылар әрқайсысы жинаған ұпайларын есепке алады."

    Given the contract is hearts taken by E
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | E      | QD 10D AD      | S      |
      | S      | 9C JC AC       | W      |
      | W      | 10H AH JH      | E      |
      | E      | 9H KH QH       | E      |
      | E      | KS JS QS       | E      |
      | E      | 10S AS JD      | W      |
      | W      | 9D KC KD       | E      |
      | E      | 10C 9S QC      | E      |
    Then the contract is made
    And E score 102 and W score 36
    And S score 24 and E score 102

  # E's 40 points are split between W and S: 45 + 20 and 77 + 20.
  Scenario: A taker with fewer points scores 0 and the others share his points
    Source S004: "келісімшартқа ұсыныс білдірген команда немесе ойыншы көп ұпай жинауы керек"
    Source S004: "Егер ұсыныс білдірген команда жеңіліп қалса, қарсы команда екі команданың да жинаған ұпайларын алады, ал ұсыныс білдірген команда нөл ұпай алады"

    Given the contract is hearts taken by E
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | E      | KH JH QH       | W      |
      | W      | QS AS 9S       | S      |
      | S      | QC AC KC       | E      |
      | E      | KD AD QD       | W      |
      | W      | 10S JS 10H     | E      |
      | E      | JD 10D 9H      | S      |
      | S      | KS JC 9C       | S      |
      | S      | AH 9D 10C      | S      |
    Then the contract is failed
    And E score 0 and W score 65
    And S score 97 and E score 0

  Scenario: A player who breaks a rule of play gives 162 points to each opponent
    Source S004: "Егер жоғарыдағы ережелердің бірі бұзылса, қарсылас(тар) 162 немесе 258 ұпай алады (барлық карталардың құнының қосындысы)"

    Given the contract is hearts taken by E
    And S committed the offence play_rule_breach
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | E      | 9S KS QS       | W      |
      | W      | JD 9D AD       | E      |
      | E      | AH 9H JH       | S      |
      | S      | KH QH 10H      | W      |
      | W      | JS 10S 10D     | S      |
      | S      | KD KC QD       | S      |
      | S      | 10C JC QC      | S      |
      | S      | AC 9C AS       | S      |
    Then the contract is forfeit
    And E score 162 and W score 162
    And S score 0 and E score 162

  @source:BG
  Scenario: Winning all 8 tricks scores 252
    Source BG: "If all hands are won by the same team then that team wins a bonus of 90 points (all hands bonus)."

    Given the contract is hearts taken by E
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | E      | KS JS QS       | E      |
      | E      | JH 9D 10H      | E      |
      | E      | AH JC KH       | E      |
      | E      | 10S 9S JD      | E      |
      | E      | QH QD KC       | E      |
      | E      | 10D QC KD      | E      |
      | E      | AD AS 10C      | E      |
      | E      | 9H 9C AC       | E      |
    Then the contract is made
    And E score 252 and W score 0
    And S score 0 and E score 252

  # E's first belote card, the Queen, trumps a club lead; E's 77 trick points and 20 of belote make 97.
  @source:BG
  Scenario: Belote scores 20 points for the player who holds it
    Source BG: "If a player has a K and Q from a trump suit (any suit in the "all trumps" game) and declares it during the play of the game scores for his/her team 20 points."
    Source BG: "3. The player is trumping."

    Given the contract is hearts taken by E
    And E played QH then KH announcing only the first
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | E      | QS AS JH       | S      |
      | S      | QD 9D AD       | W      |
      | W      | QC KC QH       | E      |
      | E      | JD 10H KD      | W      |
      | W      | 10C JC KH      | E      |
      | E      | 9S 10S AH      | S      |
      | S      | 10D 9H KS      | E      |
      | E      | JS AC 9C       | E      |
    Then the contract is made
    And E score 97 and W score 30
    And S score 55 and E score 97

  @source:BG
  Scenario: In All Trumps the 24 cards and the last trick are worth 258 points
    Source BG: "The total score with the final 10 bonus is 258 (26) in a "All Trumps" game"

    Given the contract is all trumps taken by W
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | E      | 9S JS QH       | W      |
      | W      | AH 9H KH       | S      |
      | S      | 9D JD AC       | E      |
      | E      | KD QS 10D      | S      |
      | S      | 9C QC JC       | W      |
      | W      | 10H KC 10S     | W      |
      | W      | JH QD KS       | W      |
      | W      | AS AD 10C      | W      |
    Then the contract is made
    And W score 167 and E score 45
    And S score 46 and W score 167

  # The 24 cards hold 120 points, doubled 240, and the last trick's 10 doubled 20: 260 in all, E's 142,
  # W's 72 and S's 46.
  @source:BG
  Scenario: In No Trumps the 24 cards and the last trick are worth 260 points
    Source BG: "When the No Trumps game is played the points scored are doubled (except for the bonus of getting all the hands)."
    Source BG: "260 (26 after doubling) in the "No Trumps" game"

    Given the contract is no trumps taken by E
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | E      | AC 10C 9C      | E      |
      | E      | 10H JH AH      | S      |
      | S      | 9H 9S QH       | W      |
      | W      | KC KS JC       | W      |
      | W      | AD 10D JD      | W      |
      | W      | JS KD QS       | E      |
      | E      | QC 10S 9D      | E      |
      | E      | AS QD KH       | E      |
    Then the contract is made
    And E score 142 and W score 72
    And S score 46 and E score 142

  @source:BG
  Scenario: Each player's points are divided by 10 into match points
    Source BG: "When the game is won successfully both teams record their respective scores divided by 10 and rounded to a whole number (see later for the rounding rules)."
    Source BG: "162 (16) in the specific trump game"

    Given the contract is hearts taken by E
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | E      | QD 10D AD      | S      |
      | S      | 9C JC AC       | W      |
      | W      | 10H AH JH      | E      |
      | E      | 9H KH QH       | E      |
      | E      | KS JS QS       | E      |
      | E      | 10S AS JD      | W      |
      | W      | 9D KC KD       | E      |
      | E      | 10C 9S QC      | E      |
    Then E score 102 and W score 36
    And E score 10 and W score 4 in match points
    And S score 2 and E score 10 in match points

  # The taker has the most points: all 162 of them, doubled, go to E.
  @source:BG
  Scenario: A doubled contract made gives the taker all the points doubled
    Source BG: "When there was a double declared the team with more points records all points doubled( all bonuses are doubled including the bonus for getting all the hands)."

    Given the contract is hearts taken by E
    And the contract is doubled
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | E      | QD 10D AD      | S      |
      | S      | 9C JC AC       | W      |
      | W      | 10H AH JH      | E      |
      | E      | 9H KH QH       | E      |
      | E      | KS JS QS       | E      |
      | E      | 10S AS JD      | W      |
      | W      | 9D KC KD       | E      |
      | E      | 10C 9S QC      | E      |
    Then the contract is made
    And E score 324 and W score 0
    And S score 0 and E score 324

  @source:BG
  Scenario: A redoubled contract made gives the taker all the points quadrupled
    Source BG: "When there was a redouble declared the team with more points records all the point quadrupled (all bonuses are quadrupled including those for getting all the hands)."

    Given the contract is hearts taken by E
    And the contract is redoubled
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | E      | QD 10D AD      | S      |
      | S      | 9C JC AC       | W      |
      | W      | 10H AH JH      | E      |
      | E      | 9H KH QH       | E      |
      | E      | KS JS QS       | E      |
      | E      | 10S AS JD      | W      |
      | W      | 9D KC KD       | E      |
      | E      | 10C 9S QC      | E      |
    Then the contract is made
    And E score 648 and W score 0

  # 120 card points and the last trick, doubled in No Trumps: 260; the 90 for every trick are not doubled.
  @source:BG
  Scenario: A valat in No Trumps scores 350: the 90 are not doubled
    Source BG: "When the No Trumps game is played the points scored are doubled (except for the bonus of getting all the hands)."
    Source BG: "If all hands are won by the same team then that team wins a bonus of 90 points (all hands bonus)."

    Given the contract is no trumps taken by E
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | E      | AD JD 9D       | E      |
      | E      | KD JH QD       | E      |
      | E      | 10C QC JC      | E      |
      | E      | 10D AS KS      | E      |
      | E      | AH KH QH       | E      |
      | E      | KC 9C 9H       | E      |
      | E      | 10H 10S JS     | E      |
      | E      | AC QS 9S       | E      |
    Then the contract is made
    And E score 350 and W score 0
    And S score 0 and E score 350

  # E won 6 card points, declared Q-J-10 of spades (20) and played the belote (20): 46, split 23 and 23.
  @source:BG
  Scenario: A taker who fails hands his belote and his declarations to the other two
    Source S004: "Егер ұсыныс білдірген команда жеңіліп қалса, қарсы команда екі команданың да жинаған ұпайларын алады, ал ұсыныс білдірген команда нөл ұпай алады"
    Source BG: "When the game is forfeited the team that didn't bid records all points ( including those scored by the bidding team) divided by 10 and rounded (see later for the rounding rules)."

    Given the contract is hearts taken by E
    And the dealer is S
    And E declared QS JS 10S
    And E played QH then KH announcing both
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | E      | JS 9S KS       | S      |
      | S      | QD QH 9D       | E      |
      | E      | KH JH 10H      | W      |
      | W      | JD 10D 9C      | S      |
      | S      | AH QS 9H       | W      |
      | W      | AD QC AS       | W      |
      | W      | KD JC KC       | W      |
      | W      | 10C AC 10S     | S      |
    Then the contract is failed
    And E score 0 and W score 120
    And S score 82 and E score 0

  # E won 61 card points, declared Q-J-10 of spades (20) and played the belote (20): 101, as many as S,
  # while W won no point: the deal hangs whether E is measured against each player or both together.
  @source:BG
  Scenario: A deal that hangs holds the taker's belote and declarations over with his trick points
    Source BG: "If the points are equal then the game is declared hanging."
    Source BG: "When the game hangs the team that bid that game does not record any points but those points are left to the winner of the next game."

    Given the contract is hearts taken by E
    And the dealer is S
    And E declared QS JS 10S
    And E played KH then QH announcing both
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | E      | KH 10H AH      | S      |
      | S      | JH QH AD       | S      |
      | S      | AS 10S KS      | S      |
      | S      | 9S JS 10C      | E      |
      | E      | KC JC AC       | S      |
      | S      | QD 9H JD       | E      |
      | E      | QS 10D 9C      | E      |
      | E      | QC KD 9D       | E      |
    Then the contract is tied
    And E score 0 and S score 101
    And W score 0 and E score 0
    And 101 points are held over

  # E won 78 card points against S's 84 (and W's none); the belote makes 98.
  @source:BG
  Scenario: The taker's belote counts toward his contract
    Source BG: "To the total team score is added points scored from bonuses (see below)."
    Source BG: "If the team that bid the game scores more points then the opponent then the game is won by the bidders."

    Given the contract is hearts taken by E
    And E played QH then KH announcing both
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | E      | AS QS 10S      | E      |
      | E      | KS JS 9S       | E      |
      | E      | 10H AH 9H      | S      |
      | S      | 10D JD KD      | S      |
      | S      | AD QH JC       | E      |
      | E      | 10C QC JH      | S      |
      | S      | 9D KH AC       | E      |
      | E      | KC 9C QD       | E      |
    Then the contract is made
    And E score 98 and W score 0
    And S score 84 and E score 98

  @source:BG
  Scenario: In All Trumps the King and Queen of any suit are a belote
    Source BG: "If a player has a K and Q from a trump suit (any suit in the "all trumps" game) and declares it during the play of the game scores for his/her team 20 points."

    Given the contract is all trumps taken by E
    And E played QC then KC announcing both
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | E      | QC JC 10C      | W      |
      | W      | 10D 9D JD      | E      |
      | E      | 9H KH 10H      | E      |
      | E      | KC KD AC       | S      |
      | S      | 10S QS JS      | W      |
      | W      | KS AS 9C       | S      |
      | S      | QH AH AD       | E      |
      | E      | JH 9S QD       | E      |
    Then the contract is made
    And E score 164 and W score 66
    And S score 48 and E score 164

  @source:BG
  Scenario: A belote never announced does not score
    Source BG: "and declares it during the play of the game scores for his/her team 20 points"

    Given the contract is hearts taken by E
    And E played QH then KH announcing neither
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | E      | QH AH JH       | S      |
      | S      | KD 9D AD       | W      |
      | W      | 9C QS JC       | E      |
      | E      | 10S 9H JS      | W      |
      | W      | KC AS AC       | E      |
      | E      | KS 10C 9S      | E      |
      | E      | KH QC 10D      | E      |
      | E      | 10H QD JD      | E      |
    Then the contract is made
    And E score 87 and W score 41
    And S score 34 and E score 87

  # 12, 65 and 85 round down to 1, 6 and 8 (a 5 rounds down in a suit contract): 15, one short of the
  # 16 of 162, so the player with fewest points, S, rounds up.
  @source:BG
  Scenario: In a suit contract a score ending in 5 rounds down
    Source BG: "In "Specific Trumps" game rounding difficulties arise when the score ends in 6. Again the team with less points rounds up."
    Source BG: "When the game is won successfully both teams record their respective scores divided by 10 and rounded to a whole number (see later for the rounding rules)."

    Given the contract is hearts taken by E
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | E      | KH JH 10H      | W      |
      | W      | JD 10D 9D      | S      |
      | S      | QC 10C JC      | E      |
      | E      | KS AS 9S       | W      |
      | W      | KD QD 9H       | E      |
      | E      | 10S QH QS      | W      |
      | W      | AD 9C AH       | E      |
      | E      | JS AC KC       | E      |
    Then the contract is made
    And E score 85 and W score 65
    And S score 12 and E score 85
    And E score 8 and W score 6 in match points
    And S score 2 and E score 8 in match points

  # 34 rounds down to 3, 70 makes 7 and 156 rounds up to 16: 26, the 26 of 260.
  @source:BG
  Scenario: In No Trumps a score ending in 4 rounds down
    Source BG: "When the game is won successfully both teams record their respective scores divided by 10 and rounded to a whole number (see later for the rounding rules)."
    Source BG: "In "No Trumps" there can be no rounding problems"

    Given the contract is no trumps taken by E
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | E      | 10C AC 9C      | W      |
      | W      | KD AD JD       | S      |
      | S      | 9D KC 10D      | W      |
      | W      | JC JS QC       | E      |
      | E      | AH KH JH       | E      |
      | E      | 10H QS QH      | E      |
      | E      | 9H KS 10S      | E      |
      | E      | AS 9S QD       | E      |
    Then the contract is made
    And E score 156 and W score 70
    And S score 34 and E score 156
    And E score 16 and W score 7 in match points
    And S score 3 and E score 16 in match points

  # 34 rounds down to 3, 55 up to 6 and 169 up to 17: 26, the 26 of 258.
  @source:BG
  Scenario: In All Trumps a score ending in 5 rounds up and one ending in 4 down
    Source BG: "When the game is won successfully both teams record their respective scores divided by 10 and rounded to a whole number (see later for the rounding rules)."
    Source BG: "In the "All Trumps" game difficulties with rounding arise when the score ends with a 4."

    Given the contract is all trumps taken by E
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | E      | JC 10C 9C      | E      |
      | E      | JS KS QS       | E      |
      | E      | QD AD JD       | S      |
      | S      | KD 9D 10S      | E      |
      | E      | QC AC KC       | W      |
      | W      | AS 10H 9S      | E      |
      | E      | QH JH 9H       | W      |
      | W      | KH 10D AH      | E      |
    Then the contract is made
    And E score 169 and W score 55
    And S score 34 and E score 169
    And E score 17 and W score 6 in match points
    And S score 3 and E score 17 in match points

  # E won 164 (82 card points and the last trick, doubled) and takes the 81 held over: 245, which
  # rounds up to 25; S 72 and W 24 round down to 7 and 2: 34, the rounded 341.
  @source:BG
  Scenario: In No Trumps a score ending in 5 rounds up
    Source BG: "When the game hangs the team that bid that game does not record any points but those points are left to the winner of the next game."
    Source BG: "When the game is won successfully both teams record their respective scores divided by 10 and rounded to a whole number (see later for the rounding rules)."
    Source BG: "In "No Trumps" there can be no rounding problems"

    Given the contract is no trumps taken by E
    And 81 points are held over from the previous deal
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | E      | 10C QC 10H     | E      |
      | E      | AC KC KD       | E      |
      | E      | JC 9C AD       | E      |
      | E      | KH QH AH       | S      |
      | S      | AS QS KS       | S      |
      | S      | 9S JH 10S      | W      |
      | W      | 9D JS QD       | E      |
      | E      | 10D JD 9H      | E      |
    Then the contract is made
    And E score 245 and W score 24
    And S score 72 and E score 245
    And E score 25 and W score 2 in match points
    And S score 7 and E score 25 in match points

  # The same deal as the first scenario with hearts and spades exchanged: a trump suit's deal counts
  # its points as they are, whichever suit is trump.
  Scenario: A contract in spades is scored as one in hearts
    Source S004: "Егер келісімшартқа ұсыныс білдірген команда жеңсе, барлық командалар/ойыншылар әрқайсысы жинаған ұпайларын есепке алады."

    Given the contract is spades taken by E
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | E      | QD 10D AD      | S      |
      | S      | 9C JC AC       | W      |
      | W      | 10S AS JS      | E      |
      | E      | 9S KS QS       | E      |
      | E      | KH JH QH       | E      |
      | E      | 10H AH JD      | W      |
      | W      | 9D KC KD       | E      |
      | E      | 10C 9H QC      | E      |
    Then the contract is made
    And E score 102 and W score 36
    And S score 24 and E score 102
