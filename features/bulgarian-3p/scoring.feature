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

  # E won 68 points, S 55 and W 39: more than each other player, short of 82 and of the other two together.
  Scenario: A taker with more points than each other player makes the contract
    Seed 004 asks the bidder for more points without saying, for three players, than whom: belote-spec
    reads it as more than each other player, each playing for himself.
    Source S004: "Раундты немесе кішкентай ойынды, сондай-ақ жеке келісімшартты жеңу үшін, келісімшартқа ұсыныс білдірген команда немесе ойыншы көп ұпай жинауы керек."
    Source S004: "Барлығы 8x3=24 карта қолданылады, және әр ойыншы жеке өзі ойнайды."

    Given the contract is hearts taken by E
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | E      | QS 9S JS       | E      |
      | E      | 10C AC 9C      | W      |
      | W      | 9H QH JH       | E      |
      | E      | 10S KH KS      | W      |
      | W      | 10H AH AS      | S      |
      | S      | JC QC KD       | E      |
      | E      | KC JD AD       | E      |
      | E      | QD 9D 10D      | S      |
    Then the contract is made
    And E score 68 and W score 39
    And S score 55 and E score 68

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

  # E won 30 card points, declared Q-J-10 of spades (20) and played the belote (20): 70, as many as W.
  @source:BG
  Scenario: A deal that hangs holds the taker's belote and declarations over with his trick points
    Source BG: "If the points are equal then the game is declared hanging."
    Source BG: "When the game hangs the team that bid that game does not record any points but those points are left to the winner of the next game."

    Given the contract is hearts taken by E
    And the dealer is S
    And E declared QS JS 10S
    And E played QH then KH announcing both
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | E      | QH 10H JH      | S      |
      | S      | QD AD JD       | E      |
      | E      | KH 9H AS       | W      |
      | W      | 10D KD JC      | W      |
      | W      | AH AC QS       | W      |
      | W      | KS 9D 10S      | E      |
      | E      | KC QC 10C      | S      |
      | S      | 9C JS 9S       | S      |
    Then the contract is tied
    And E score 0 and W score 70
    And S score 62 and E score 0
    And 70 points are held over

  # E won 70 card points against W's 76; the belote makes 90.
  @source:BG
  Scenario: The taker's belote counts toward his contract
    Source BG: "To the total team score is added points scored from bonuses (see below)."
    Source BG: "If the team that bid the game scores more points then the opponent then the game is won by the bidders."

    Given the contract is hearts taken by E
    And E played QH then KH announcing both
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | E      | 10S QS KS      | E      |
      | E      | AS JH 9S       | W      |
      | W      | QD AD JD       | S      |
      | S      | QC KC 10C      | W      |
      | W      | KD 9D 10H      | E      |
      | E      | QH 9H AH       | W      |
      | W      | JC 9C KH       | E      |
      | E      | JS 10D AC      | E      |
    Then the contract is made
    And E score 90 and W score 76
    And S score 16 and E score 90

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
      | E      | QD JD KD       | S      |
      | S      | 9H QH JH       | W      |
      | W      | 10D AH 9D      | S      |
      | S      | KC 9C AC       | W      |
      | W      | QS KS 10S      | E      |
      | E      | AD JC 10C      | E      |
      | E      | 10H AS JS      | E      |
      | E      | KH 9S QC       | E      |
    Then the contract is made
    And E score 80 and W score 52
    And S score 30 and E score 80

  # 23, 64 and 75 round down to 2, 6 and 7 (a 5 rounds down in a suit contract): 15, one short of the
  # 16 of 162, so the player with fewest points, S, rounds up.
  @source:BG
  Scenario: In a suit contract a score ending in 5 rounds down
    Source BG: "In "Specific Trumps" game rounding difficulties arise when the score ends in 6. Again the team with less points rounds up."
    Source BG: "When the game is won successfully both teams record their respective scores divided by 10 and rounded to a whole number (see later for the rounding rules)."

    Given the contract is hearts taken by E
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | E      | JS AS KS       | W      |
      | W      | QH AH 9H       | E      |
      | E      | KH JH 10D      | W      |
      | W      | 10S QS 9S      | W      |
      | W      | JC QC 10C      | E      |
      | E      | AC 9C KC       | E      |
      | E      | 10H KD QD      | E      |
      | E      | 9D JD AD       | S      |
    Then the contract is made
    And E score 75 and W score 64
    And S score 23 and E score 75
    And E score 7 and W score 6 in match points
    And S score 3 and E score 7 in match points

  # 94 rounds down to 9, 46 up to 5 and 120 to 12: 26, the 26 of 260.
  @source:BG
  Scenario: In No Trumps a score ending in 4 rounds down
    Source BG: "When the game is won successfully both teams record their respective scores divided by 10 and rounded to a whole number (see later for the rounding rules)."
    Source BG: "In "No Trumps" there can be no rounding problems"

    Given the contract is no trumps taken by E
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | E      | AH QH JH       | E      |
      | E      | QC JC QD       | E      |
      | E      | JD 9D 10D      | S      |
      | S      | 9H 10H AC      | E      |
      | E      | AS KS 9S       | E      |
      | E      | QS 10S JS      | W      |
      | W      | KC KH 9C       | W      |
      | W      | KD AD 10C      | S      |
    Then the contract is made
    And E score 120 and W score 46
    And S score 94 and E score 120
    And E score 12 and W score 5 in match points
    And S score 9 and E score 12 in match points

  # 74 rounds down to 7, 85 up to 9 and 99 up to 10: 26, the 26 of 258.
  @source:BG
  Scenario: In All Trumps a score ending in 5 rounds up and one ending in 4 down
    Source BG: "When the game is won successfully both teams record their respective scores divided by 10 and rounded to a whole number (see later for the rounding rules)."
    Source BG: "In the "All Trumps" game difficulties with rounding arise when the score ends with a 4."

    Given the contract is all trumps taken by E
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | E      | JD 9D 10D      | E      |
      | E      | QD KD KS       | W      |
      | W      | JH KH AH       | W      |
      | W      | AD 9C 9H       | W      |
      | W      | 10C JC AC      | S      |
      | S      | 10H JS QH      | S      |
      | S      | 10S 9S AS      | E      |
      | E      | QS KC QC       | E      |
    Then the contract is made
    And E score 99 and W score 85
    And S score 74 and E score 99
    And E score 10 and W score 9 in match points
    And S score 7 and E score 10 in match points

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
