@variant:bulgarian @source:S004 @source:BG @area:scoring
Feature: Scoring a deal in Bulgarian Belot (S004, BG)
  Each side scores the card points of the tricks it won, 10 more for the last trick and 90 more for
  winning every trick (valat), plus its belote and declarations. The takers need more points than the
  defence: then each side scores its own points. With fewer points the takers score nothing and the
  defence scores both sides' points. With equal points the deal "hangs": the defence scores its points
  and the takers' points wait for the winner of the next deal. In No Trumps the points are doubled
  (the 90 of a valat excepted). A doubled or redoubled contract gives everything, times 2 or 4, to the
  side with more points. A player who breaks a rule of play hands the other side all the points of the
  deal and every declaration. Each side's points then become match points: divided by 10 and rounded.

  In the trick tables each row lists the cards in the order played, from the player who led; S deals,
  so E leads the first trick, and the winner of each trick leads the next. Play goes E, N, W, S.

  Scenario: When the contract is made each side scores the points it won
    Source S004: "Егер келісімшартқа ұсыныс білдірген команда жеңсе, барлық командалар/ойыншылар әрқайсысы жинаған ұпайларын есепке алады."
    Source BG: "If the team that bid the game scores more points then the opponent then the game is won by the bidders."

    Given the contract is hearts taken by N
    When the deal is scored with these tricks:
      | winner | cards        |
      | W      | 10C KC AC QC |
      | N      | KH 8H 9H JH  |
      | N      | KD 8D 9D 7D  |
      | N      | AD QD 10D 9C |
      | E      | QS KS JS AS  |
      | W      | 8S QH 10H 9S |
      | N      | 7H JC 10S AH |
      | N      | JD 7C 8C 7S  |
    Then the contract is made
    And NS score 101 and EW score 61

  # The last trick holds no card points: EW's 54 are 44 card points and the 10 of the last trick.
  Scenario: The last trick earns 10 points
    Source BG: "A bonus of 10 points is given to the team who won the last hand (final 10)."

    Given the contract is hearts taken by N
    When the deal is scored with these tricks:
      | winner | cards        |
      | N      | 9D KD QD JD  |
      | E      | JC KC QC 10C |
      | S      | KH 10H 7C JH |
      | N      | AD 10D 7H 8D |
      | S      | 8S 10S AS KS |
      | S      | 9H 8H JS QS  |
      | E      | QH AH 8C AC  |
      | E      | 7D 9S 9C 7S  |
    Then the contract is made
    And NS score 108 and EW score 54

  Scenario: Takers with fewer points than the defence score 0 and the defence 162
    Source S004: "Раундты немесе кішкентай ойынды, сондай-ақ жеке келісімшартты жеңу үшін, келісімшартқа ұсыныс білдірген команда немесе ойыншы көп ұпай жинауы керек."
    Source S004: "Егер ұсыныс білдірген команда жеңіліп қалса, қарсы команда екі команданың да жинаған ұпайларын алады, ал ұсыныс білдірген команда нөл ұпай алады"
    Source BG: "If the bidding team does not score more points then the opponent then the game is forfeited by the bidding team."

    Given the contract is hearts taken by N
    When the deal is scored with these tricks:
      | winner | cards         |
      | E      | JH QH 9H 7H   |
      | E      | AH 10H KH 10D |
      | W      | QC AC 8H 7C   |
      | W      | AD 9D 7D KD   |
      | N      | 8D 9S 10C JD  |
      | S      | JC AS KC 9C   |
      | S      | 8C 8S QD 10S  |
      | S      | KS QS 7S JS   |
    Then the contract is failed
    And NS score 0 and EW score 162

  Scenario: EW takers with fewer points than NS score 0 and NS 162
    Source S004: "қарсы команда екі команданың да жинаған ұпайларын алады, ал ұсыныс білдірген команда нөл ұпай алады"

    Given the contract is hearts taken by E
    When the deal is scored with these tricks:
      | winner | cards        |
      | W      | 10C KC AC QC |
      | N      | KH 8H 9H JH  |
      | N      | KD 8D 9D 7D  |
      | N      | AD QD 10D 9C |
      | E      | QS KS JS AS  |
      | W      | 8S QH 10H 9S |
      | N      | 7H JC 10S AH |
      | N      | JD 7C 8C 7S  |
    Then the contract is failed
    And NS score 162 and EW score 0

  Scenario: Equal points make the deal hang: the defence scores now, the takers' 81 wait
    Source BG: "If the points are equal then the game is declared hanging."
    Source BG: "When the game hangs the team that bid that game does not record any points but those points are left to the winner of the next game."

    Given the contract is hearts taken by N
    When the deal is scored with these tricks:
      | winner | cards         |
      | W      | 9S QS KS 7S   |
      | N      | QD 8D 10D AD  |
      | E      | JC 7C 8C AH   |
      | W      | 10S JS 9H 8H  |
      | E      | AC 10C 10H KC |
      | N      | AS KH QH QC   |
      | N      | JH 7H 9D 8S   |
      | N      | 9C 7D KD JD   |
    Then the contract is tied
    And NS score 0 and EW score 81
    And 81 points are held over

  Scenario: Points held over go to the takers who make the next contract
    Source BG: "those points are left to the winner of the next game"

    Given 81 points are held over from the previous deal
    And the contract is hearts taken by N
    When the deal is scored with these tricks:
      | winner | cards        |
      | N      | KD AD JD 8D  |
      | W      | AH 9H KH QH  |
      | W      | 10C KC QC 8C |
      | N      | QS 9S JC AS  |
      | S      | 8S 7S KS 9C  |
      | W      | 10S QD JS 8H |
      | N      | 10D 7H 9D JH |
      | S      | AC 7D 10H 7C |
    Then the contract is made
    And NS score 179 and EW score 64

  Scenario: Points held over go to the defence when the next contract fails
    Source BG: "those points are left to the winner of the next game"

    Given 81 points are held over from the previous deal
    And the contract is hearts taken by N
    When the deal is scored with these tricks:
      | winner | cards        |
      | N      | KS 9H 8S JS  |
      | E      | 7D 8D QD 10D |
      | N      | 10S AH AS 7H |
      | S      | 9D KD KH QH  |
      | W      | 10C KC AC JH |
      | W      | 10H 7C QC 8H |
      | W      | QS 8C 7S JC  |
      | W      | AD 9C 9S JD  |
    Then the contract is failed
    And NS score 0 and EW score 243

  Scenario: When the next deal hangs too the points held over accumulate
    Source BG: "If the next game hangs then the points accumulate for the game after that and so on!"

    Given 81 points are held over from the previous deal
    And the contract is hearts taken by N
    When the deal is scored with these tricks:
      | winner | cards        |
      | W      | JD 8D 10D 7D |
      | S      | JS AS 10S QS |
      | N      | AH 9H JH 10H |
      | E      | KC 9C JC 10C |
      | W      | QC 7C AC 8C  |
      | E      | 7H QH KH 8H  |
      | E      | KS 8S 7S 9S  |
      | E      | AD KD 9D QD  |
    Then the contract is tied
    And NS score 0 and EW score 81
    And 162 points are held over

  Scenario: Winning every trick scores 90 more: 252 (valat)
    Source BG: "If all hands are won by the same team then that team wins a bonus of 90 points (all hands bonus)."

    Given the contract is hearts taken by N
    When the deal is scored with these tricks:
      | winner | cards         |
      | N      | 8S AS 7S 10S  |
      | N      | JH 7H KH 9C   |
      | N      | 9H 8H QH 9D   |
      | N      | AH 7D 10D 9S  |
      | N      | 10H 7C 10C JC |
      | N      | AD 8D KD JD   |
      | N      | AC 8C KC QD   |
      | S      | JS QC KS QS   |
    Then the contract is made
    And NS score 252 and EW score 0

  Scenario: The defence winning every trick scores 252
    Source BG: "If all hands are won by the same team then that team wins a bonus of 90 points (all hands bonus)."

    Given the contract is hearts taken by N
    When the deal is scored with these tricks:
      | winner | cards         |
      | E      | JH 8H KH 7H   |
      | E      | 9H 7C QH 7S   |
      | E      | AH 7D 10S 8D  |
      | E      | 10H 9C 10D 8S |
      | E      | AS 9S KS QS   |
      | E      | AD QD KD 9D   |
      | E      | AC JC 10C 8C  |
      | W      | QC JS KC JD   |
    Then the contract is failed
    And NS score 0 and EW score 252

  Scenario: In No Trumps the points are doubled: 260 in all
    Source BG: "When the No Trumps game is played the points scored are doubled"
    Source BG: "260 (26 after doubling) in the "No Trumps" game"

    Given the contract is no trumps taken by N
    When the deal is scored with these tricks:
      | winner | cards        |
      | N      | 9H AH JH 7H  |
      | N      | QH QC QS 8H  |
      | W      | JD 10D 8D 9D |
      | S      | KS AS 10S KH |
      | W      | 7S 8S 7D 9S  |
      | N      | 8C KC 10C AC |
      | W      | 9C JC QD 10H |
      | W      | JS KD AD 7C  |
    Then the contract is made
    And NS score 152 and EW score 108

  Scenario: In No Trumps failed takers leave all 260 points to the defence
    Source BG: "When the game is forfeited the team that didn't bid records all points ( including those scored by the bidding team)"

    Given the contract is no trumps taken by N
    When the deal is scored with these tricks:
      | winner | cards        |
      | E      | AS JS KS QS  |
      | E      | KC 7C QC 9C  |
      | S      | 10C JH 8C AC |
      | S      | 10D JD 8D 7D |
      | W      | 8H 9H QH AH  |
      | S      | 7H 10H QD KH |
      | W      | 9D 10S 9S AD |
      | W      | JC KD 7S 8S  |
    Then the contract is failed
    And NS score 0 and EW score 260

  # 240 card points, 20 for the doubled last trick and the 90 of the valat, which is not doubled.
  Scenario: A valat in No Trumps scores 350: the 90 are not doubled
    Source BG: "When the No Trumps game is played the points scored are doubled (except for the bonus of getting all the hands)."

    Given the contract is no trumps taken by N
    When the deal is scored with these tricks:
      | winner | cards        |
      | N      | 7S AS 9S KS  |
      | N      | AH 8H KH 7H  |
      | N      | AD 8D KD 7D  |
      | N      | AC 7C KC 9C  |
      | N      | 10H 8C QH 9H |
      | N      | 10S JS QS 8S |
      | N      | 10D 9D QD JH |
      | N      | 10C JD QC JC |
    Then the contract is made
    And NS score 350 and EW score 0

  Scenario: In All Trumps the deal is worth 258 points
    Source BG: "The total score with the final 10 bonus is 258 (26) in a "All Trumps" game"

    Given the contract is all trumps taken by N
    When the deal is scored with these tricks:
      | winner | cards        |
      | S      | 8S AS 7S 9S  |
      | N      | 9H AC JH QH  |
      | N      | JS 7H 10S KS |
      | N      | QS KD 9D 9C  |
      | E      | 10D QD JC JD |
      | E      | AD 8D QC KC  |
      | S      | 7C 8H 8C 10C |
      | W      | 10H 7D KH AH |
    Then the contract is made
    And NS score 152 and EW score 106

  Scenario: In All Trumps failed takers leave all 258 points to the defence
    Source S004: "Егер ұсыныс білдірген команда жеңіліп қалса, қарсы команда екі команданың да жинаған ұпайларын алады, ал ұсыныс білдірген команда нөл ұпай алады"

    Given the contract is all trumps taken by N
    When the deal is scored with these tricks:
      | winner | cards        |
      | S      | 7D 8D KD 10D |
      | E      | AD 9D QD 10H |
      | S      | AH 8H 9H JH  |
      | E      | 9C JC AC QC  |
      | S      | 8S AS KS JS  |
      | W      | QS 7H 7S 10S |
      | E      | 8C 7C 10C KC |
      | E      | JD QH KH 9S  |
    Then the contract is failed
    And NS score 0 and EW score 258

  Scenario: A valat in All Trumps scores 348
    Source BG: "If all hands are won by the same team then that team wins a bonus of 90 points (all hands bonus)."

    Given the contract is all trumps taken by N
    When the deal is scored with these tricks:
      | winner | cards        |
      | N      | 7D JD 8D AD  |
      | N      | JH 7C AH 7H  |
      | N      | JS 8S AS 7S  |
      | N      | JC 8C AC KC  |
      | N      | 9H QD 10H 8H |
      | N      | 9S QS 10S KS |
      | N      | 9D KD 10D QH |
      | N      | 9C QC 10C KH |
    Then the contract is made
    And NS score 348 and EW score 0

  # The takers' 75 trick points and the 20 of N's run make 95 against the defence's 87.
  Scenario: Declarations count toward the contract
    Source BG: "To the total team score is added points scored from bonuses (see below)."
    Source BG: "| 3 cards in a sequence from the same suit | triple | 20 |"

    Given the contract is hearts taken by N
    And the dealer is S
    And N declared AS KS QS
    When the deal is scored with these tricks:
      | winner | cards        |
      | S      | 7C KC JC AC  |
      | W      | JS 8S QS 8H  |
      | W      | 10D 9D KD JD |
      | S      | 10H 9H QH 8D |
      | E      | AD 7H 7D QD  |
      | S      | 9C AS 8C JH  |
      | W      | 10S KH 7S AH |
      | W      | 10C 9S QC KS |
    Then the contract is made
    And NS score 95 and EW score 87

  Scenario: Takers who fail lose their declarations to the defence
    Source S004: "қарсы команда екі команданың да жинаған ұпайларын алады"
    Source BG: "When the game is forfeited the team that didn't bid records all points ( including those scored by the bidding team)"

    Given the contract is hearts taken by N
    And the dealer is S
    And N declared AS KS QS
    When the deal is scored with these tricks:
      | winner | cards        |
      | E      | 9H AH KH QH  |
      | E      | 10S KS 8S 7S |
      | S      | 9C 8C JC AC  |
      | S      | 10D 7D KD JD |
      | E      | 9D JH AS QD  |
      | N      | 9S QS JS KC  |
      | W      | 7C 10C AD QC |
      | N      | 7H 8D 8H 10H |
    Then the contract is failed
    And NS score 0 and EW score 182

  Scenario: A side that breaks a rule of play gives the other side 162 points and scores 0
    Source S004: "Егер жоғарыдағы ережелердің бірі бұзылса, қарсылас(тар) 162 немесе 258 ұпай алады (барлық карталардың құнының қосындысы) + осы раундта жарияланған барлық мәлімдемелер (кім жариялағаны маңызды емес), және ағымдағы раунд аяқталады."

    Given the contract is hearts taken by N
    And E committed the offence play_rule_breach
    When the deal is scored with these tricks:
      | winner | cards        |
      | W      | 10H 8H 9H AH |
      | E      | QC KC JH 10C |
      | S      | 8D QD KD AD  |
      | W      | JS 9S KS KH  |
      | W      | JD 8C 7D AS  |
      | W      | QH 7C 7H 8S  |
      | N      | 9C 10S 9D JC |
      | N      | QS AC 7S 10D |
    Then the contract is forfeit
    And NS score 162 and EW score 0

  Scenario: Takers who break a rule of play give the defence 162 points
    Source S004: "Егер жоғарыдағы ережелердің бірі бұзылса, қарсылас(тар) 162 немесе 258 ұпай алады"

    Given the contract is hearts taken by N
    And N committed the offence play_rule_breach
    When the deal is scored with these tricks:
      | winner | cards        |
      | W      | 10H 8H 9H AH |
      | E      | QC KC JH 10C |
      | S      | 8D QD KD AD  |
      | W      | JS 9S KS KH  |
      | W      | JD 8C 7D AS  |
      | W      | QH 7C 7H 8S  |
      | N      | 9C 10S 9D JC |
      | N      | QS AC 7S 10D |
    Then the contract is forfeit
    And NS score 0 and EW score 162

  # N declared a run of 20 and E a run of 50: the side not at fault scores 162 + 20 + 50.
  Scenario: The side not at fault also scores every declaration, whoever declared it
    Source S004: "+ осы раундта жарияланған барлық мәлімдемелер (кім жариялағаны маңызды емес)"

    Given the contract is hearts taken by N
    And the dealer is S
    And N declared AS KS QS
    And E declared 7D 8D 9D 10D
    And E committed the offence play_rule_breach
    When the deal is scored with these tricks:
      | winner | cards        |
      | W      | 10H 8H 9H AH |
      | E      | QC KC JH 10C |
      | S      | 8D QD KD AD  |
      | W      | JS 9S KS KH  |
      | W      | JD 8C 7D AS  |
      | W      | QH 7C 7H 8S  |
      | N      | 9C 10S 9D JC |
      | N      | QS AC 7S 10D |
    Then the contract is forfeit
    And NS score 232 and EW score 0

  Scenario: A breach of the rules in All Trumps gives the other side 258 points
    Source S004: "қарсылас(тар) 162 немесе 258 ұпай алады (барлық карталардың құнының қосындысы)"

    Given the contract is all trumps taken by N
    And E committed the offence play_rule_breach
    When the deal is scored with these tricks:
      | winner | cards        |
      | S      | 9D 7C 10D JD |
      | E      | AH JH 8H KD  |
      | S      | KC AC 9C JC  |
      | E      | 7D 8D QS 10C |
      | E      | AD 8S 8C AS  |
      | W      | KS 10S JS 9H |
      | W      | 9S 10H KH 7H |
      | W      | 7S QH QD QC  |
    Then the contract is forfeit
    And NS score 258 and EW score 0

  Scenario: A breach of the rules in No Trumps gives the other side 260 points
    Source S004: "(барлық карталардың құнының қосындысы)"
    Source BG: "260 (26 after doubling) in the "No Trumps" game"

    Given the contract is no trumps taken by N
    And E committed the offence play_rule_breach
    When the deal is scored with these tricks:
      | winner | cards         |
      | W      | 7D JD KD KC   |
      | N      | JC 9C 7C QC   |
      | E      | KS JS QS 10S  |
      | E      | 9S 8S QD 7S   |
      | E      | AS JH 8D AH   |
      | E      | KH 8H 7H 9H   |
      | W      | 9D 10C AD AC  |
      | N      | QH 8C 10D 10H |
    Then the contract is forfeit
    And NS score 260 and EW score 0

  Scenario: A doubled contract made gives the takers all the points doubled
    Source BG: "If that does happen then the score for the game is doubled."
    Source BG: "When there was a double declared the team with more points records all points doubled( all bonuses are doubled including the bonus for getting all the hands)."

    Given the contract is hearts taken by N
    And the contract is doubled
    When the deal is scored with these tricks:
      | winner | cards        |
      | W      | 7H 8H JH 9H  |
      | W      | 10S 7S KS 8S |
      | S      | 7D AD QD 10D |
      | N      | QH 8C AH 10H |
      | E      | 9C QC 7C AC  |
      | S      | KC AS JC 10C |
      | S      | QS JD 9S JS  |
      | S      | KH KD 9D 8D  |
    Then the contract is made
    And NS score 324 and EW score 0

  Scenario: A doubled contract failed gives the defence all the points doubled
    Source BG: "When there was a double declared the team with more points records all points doubled"

    Given the contract is hearts taken by N
    And the contract is doubled
    When the deal is scored with these tricks:
      | winner | cards         |
      | W      | 10C JC AC QC  |
      | N      | KD JD 7D AD   |
      | N      | JH KH 8H 10H  |
      | W      | 7H 9H AH QH   |
      | N      | 7C AS 8C 9C   |
      | W      | JS QS 9S 7S   |
      | W      | QD 8D 8S 9D   |
      | W      | 10S KS KC 10D |
    Then the contract is failed
    And NS score 0 and EW score 324

  Scenario: A redoubled contract gives the side with more points everything quadrupled
    Source BG: "In that event the score is quadrupled."
    Source BG: "When there was a redouble declared the team with more points records all the point quadrupled (all bonuses are quadrupled including those for getting all the hands)."

    Given the contract is hearts taken by N
    And the contract is redoubled
    When the deal is scored with these tricks:
      | winner | cards        |
      | W      | 7H 8H JH 9H  |
      | W      | 10S 7S KS 8S |
      | S      | 7D AD QD 10D |
      | N      | QH 8C AH 10H |
      | E      | 9C QC 7C AC  |
      | S      | KC AS JC 10C |
      | S      | QS JD 9S JS  |
      | S      | KH KD 9D 8D  |
    Then the contract is made
    And NS score 648 and EW score 0

  Scenario: In a doubled contract the declarations are doubled too
    Source BG: "the team with more points records all points doubled( all bonuses are doubled including the bonus for getting all the hands)"

    Given the contract is hearts taken by N
    And the contract is doubled
    And the dealer is S
    And N declared AS KS QS
    When the deal is scored with these tricks:
      | winner | cards        |
      | S      | 7C KC JC AC  |
      | W      | JS 8S QS 8H  |
      | W      | 10D 9D KD JD |
      | S      | 10H 9H QH 8D |
      | E      | AD 7H 7D QD  |
      | S      | 9C AS 8C JH  |
      | W      | 10S KH 7S AH |
      | W      | 10C 9S QC KS |
    Then the contract is made
    And NS score 364 and EW score 0

  Scenario: A doubled valat doubles the 90 points too
    Source BG: "all bonuses are doubled including the bonus for getting all the hands"

    Given the contract is hearts taken by N
    And the contract is doubled
    When the deal is scored with these tricks:
      | winner | cards         |
      | N      | 8S AS 7S 10S  |
      | N      | JH 7H KH 9C   |
      | N      | 9H 8H QH 9D   |
      | N      | AH 7D 10D 9S  |
      | N      | 10H 7C 10C JC |
      | N      | AD 8D KD JD   |
      | N      | AC 8C KC QD   |
      | S      | JS QC KS QS   |
    Then the contract is made
    And NS score 504 and EW score 0

  # The source says no more than this; read with the hanging rule, a doubled deal that hangs leaves
  # all its points, doubled, to the winner of the next deal.
  Scenario: A doubled deal that hangs leaves all its points doubled for the next deal
    Source BG: "When there was a double or a redouble declared all points remain for the winner of the next game."

    Given the contract is hearts taken by N
    And the contract is doubled
    When the deal is scored with these tricks:
      | winner | cards         |
      | W      | 9S QS KS 7S   |
      | N      | QD 8D 10D AD  |
      | E      | JC 7C 8C AH   |
      | W      | 10S JS 9H 8H  |
      | E      | AC 10C 10H KC |
      | N      | AS KH QH QC   |
      | N      | JH 7H 9D 8S   |
      | N      | 9C 7D KD JD   |
    Then the contract is tied
    And NS score 0 and EW score 0
    And 324 points are held over

  Scenario: Each side's points are divided by 10 into match points
    Source BG: "When the game is won successfully both teams record their respective scores divided by 10 and rounded to a whole number (see later for the rounding rules)."

    Given the contract is hearts taken by N
    When the deal is scored with these tricks:
      | winner | cards        |
      | W      | 7H 8H JH 9H  |
      | W      | 10S 7S KS 8S |
      | S      | 7D AD QD 10D |
      | N      | QH 8C AH 10H |
      | E      | 9C QC 7C AC  |
      | S      | KC AS JC 10C |
      | S      | QS JD 9S JS  |
      | S      | KH KD 9D 8D  |
    Then NS score 100 and EW score 62
    And NS score 10 and EW score 6 in match points

  Scenario: After a failed contract the defence records all the points divided by 10
    Source BG: "When the game is forfeited the team that didn't bid records all points ( including those scored by the bidding team) divided by 10 and rounded (see later for the rounding rules)."

    Given the contract is hearts taken by N
    When the deal is scored with these tricks:
      | winner | cards         |
      | E      | JH QH 9H 7H   |
      | E      | AH 10H KH 10D |
      | W      | QC AC 8H 7C   |
      | W      | AD 9D 7D KD   |
      | N      | 8D 9S 10C JD  |
      | S      | JC AS KC 9C   |
      | S      | 8C 8S QD 10S  |
      | S      | KS QS 7S JS   |
    Then NS score 0 and EW score 162
    And NS score 0 and EW score 16 in match points

  # The excerpt leaves out the rounding rules it refers to; it gives the totals (162 makes 16, 258 and
  # 260 make 26). 5.6 and 10.6 cannot both round up and still make 16: the variant rounds a suit
  # contract up from a last digit of 6 and lets the side with more points round down.
  Scenario: In a suit contract 56 and 106 points make 6 and 10 match points
    Source BG: "rounded to a whole number (see later for the rounding rules)"
    Source BG: "162 (16) in the specific trump game"

    Given the contract is hearts taken by E
    When the deal is scored with these tricks:
      | winner | cards        |
      | W      | 9C QC AC 7C  |
      | N      | KC JC KH AH  |
      | W      | 7H JH 10H QH |
      | E      | 8S QS 10S 7S |
      | S      | 7D AS 9D 10D |
      | W      | 8H 8D KS 9H  |
      | S      | 8C 10C KD 9S |
      | W      | QD JD JS AD  |
    Then NS score 56 and EW score 106
    And NS score 6 and EW score 10 in match points

  # 3.4 and 22.4 both round down to 25 in all, one short of the 26 of an All Trumps deal: the side
  # with fewer points rounds up.
  Scenario: In All Trumps 34 and 224 points make 4 and 22 match points
    Source BG: "rounded to a whole number (see later for the rounding rules)"
    Source BG: "The total score with the final 10 bonus is 258 (26) in a "All Trumps" game"

    Given the contract is all trumps taken by E
    When the deal is scored with these tricks:
      | winner | cards          |
      | E      | 9C AC KC KS    |
      | E      | JC 8D KD 7S    |
      | W      | QH 9H JH KH    |
      | W      | JS 10S QS 9S   |
      | N      | 9D 7D 8C JD    |
      | W      | 10D AD 10H 10C |
      | W      | AH AS 7C 8H    |
      | W      | 7H 8S QC QD    |
    Then NS score 34 and EW score 224
    And NS score 4 and EW score 22 in match points

  Scenario: In No Trumps 134 and 126 points make 13 match points each
    Source BG: "rounded to a whole number (see later for the rounding rules)"
    Source BG: "260 (26 after doubling) in the "No Trumps" game"

    Given the contract is no trumps taken by N
    When the deal is scored with these tricks:
      | winner | cards        |
      | E      | AC 10C 7C KC |
      | E      | QD 7D 8D 9D  |
      | E      | AD QH 10D AS |
      | N      | 7S QS 9S JS  |
      | N      | KH 7H 9H JH  |
      | N      | AH 8H 10H JD |
      | N      | KS 8S 8C KD  |
      | N      | 10S JC QC 9C |
    Then NS score 134 and EW score 126
    And NS score 13 and EW score 13 in match points
