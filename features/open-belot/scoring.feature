@variant:open-belot @source:S004 @source:BG @area:scoring
Feature: Scoring a deal in Open Belot (S004, BG)
  Open Belot scores as four-player Bulgarian Belot (S004): the taker needs more points than the other
  player, and then each scores what he won; with fewer, the taker scores nothing and the other player
  scores both; equal points make the deal hang, the taker's points waiting for the winner of the next
  deal. No Trumps doubles the points, All Trumps is worth 258; a double doubles everything for the
  player with more points and a redouble quadruples it; a player who breaks a rule of play gives the
  other all the points. All 32 cards are played, 16 tricks of 2 cards: a suit contract is worth 162
  with the last trick.

  In the trick tables each row lists the cards in the order played, from the player who led; the
  winner of each trick leads the next.

  Scenario: When the contract is made each player scores the points he won
    Source S004: "Ойнау және есептеу ережелері стандартты 4 ойыншылық белотқа ұқсас"
    Source S004: "Егер келісімшартқа ұсыныс білдірген команда жеңсе, барлық командалар/ойыншылар әрқайсысы жинаған ұпайларын есепке алады."

    Given the contract is hearts taken by N
    When the deal is scored with these tricks:
      | leader | cards   | winner |
      | N      | 7C KC   | S      |
      | S      | AS 9S   | S      |
      | S      | 10S QS  | S      |
      | S      | KS 8H   | N      |
      | N      | 7D QD   | S      |
      | S      | 10H AH  | N      |
      | N      | 9C JC   | S      |
      | S      | JD KD   | N      |
      | N      | QH KH   | S      |
      | S      | JS 9H   | N      |
      | N      | QC 8C   | N      |
      | N      | 10C 7H  | S      |
      | S      | 9D 10D  | N      |
      | N      | AC 8D   | N      |
      | N      | AD 8S   | N      |
      | N      | JH 7S   | N      |
    Then the contract is made
    And N score 112 and S score 50

  Scenario: A taker with fewer points scores 0 and the other player all 162
    Source S004: "Раундты немесе кішкентай ойынды, сондай-ақ жеке келісімшартты жеңу үшін, келісімшартқа ұсыныс білдірген команда немесе ойыншы көп ұпай жинауы керек."
    Source S004: "Егер ұсыныс білдірген команда жеңіліп қалса, қарсы команда екі команданың да жинаған ұпайларын алады, ал ұсыныс білдірген команда нөл ұпай алады"

    Given the contract is hearts taken by N
    When the deal is scored with these tricks:
      | leader | cards   | winner |
      | N      | 7D 8D   | S      |
      | S      | 9C 7C   | S      |
      | S      | AC JC   | S      |
      | S      | JS 9S   | S      |
      | S      | AD KD   | S      |
      | S      | KS AS   | N      |
      | N      | 10D 9D  | N      |
      | N      | 7H 9H   | S      |
      | S      | QH 10H  | N      |
      | N      | KC QC   | N      |
      | N      | QD JD   | N      |
      | N      | 8C 10C  | S      |
      | S      | 10S QS  | S      |
      | S      | 7S 8S   | N      |
      | N      | KH JH   | S      |
      | S      | 8H AH   | N      |
    Then the contract is failed
    And N score 0 and S score 162

  Scenario: Equal points make the deal hang: the other player scores now, the taker's 81 wait
    Source BG: "If the points are equal then the game is declared hanging."
    Source BG: "When the game hangs the team that bid that game does not record any points but those points are left to the winner of the next game."

    Given the contract is hearts taken by N
    When the deal is scored with these tricks:
      | leader | cards   | winner |
      | N      | AD 7D   | N      |
      | N      | AH 9H   | S      |
      | S      | KS AS   | N      |
      | N      | 9S 10S  | S      |
      | S      | QH KH   | N      |
      | N      | QC 9C   | N      |
      | N      | QS 8S   | N      |
      | N      | 8C JC   | S      |
      | S      | KC 7C   | S      |
      | S      | JS JH   | N      |
      | N      | 7H 10H  | S      |
      | S      | KD QD   | S      |
      | S      | AC 10C  | S      |
      | S      | JD 9D   | S      |
      | S      | 8D 10D  | N      |
      | N      | 8H 7S   | N      |
    Then the contract is tied
    And N score 0 and S score 81
    And 81 points are held over

  # The taker's 71 trick points and the 20 of N's run make 91, as much as S's 91.
  Scenario: A deal that hangs holds the taker's declarations over with his trick points
    Source BG: "To the total team score is added points scored from bonuses (see below)."
    Source BG: "When the game hangs the team that bid that game does not record any points but those points are left to the winner of the next game."

    Given the contract is hearts taken by N
    And the dealer is S
    And N declared 7D 8D 9D
    When the deal is scored with these tricks:
      | leader | cards   | winner |
      | N      | AD KD   | N      |
      | N      | 8C 7C   | N      |
      | N      | 10C JC  | N      |
      | N      | QS 9S   | N      |
      | N      | 8D QD   | S      |
      | S      | 7H QH   | N      |
      | N      | 9H JH   | S      |
      | S      | 7S AS   | N      |
      | N      | 8S 10S  | S      |
      | S      | AC KC   | S      |
      | S      | KH 10H  | N      |
      | N      | JS KS   | S      |
      | S      | 8H 7D   | S      |
      | S      | AH JD   | S      |
      | S      | 10D 9D  | S      |
      | S      | 9C QC   | N      |
    Then the contract is tied
    And N score 0 and S score 91
    And 91 points are held over

  # The taker's 71 trick points and N's belote make 91, as much as S's 91.
  Scenario: A deal that hangs holds the taker's belote over with his trick points
    Source BG: "If a player has a K and Q from a trump suit (any suit in the "all trumps" game) and declares it during the play of the game scores for his/her team 20 points."
    Source BG: "When the game hangs the team that bid that game does not record any points but those points are left to the winner of the next game."

    Given the contract is hearts taken by N
    And N played KH then QH announcing only the first
    When the deal is scored with these tricks:
      | leader | cards   | winner |
      | N      | AS QS   | N      |
      | N      | QC JC   | N      |
      | N      | 9D AD   | S      |
      | S      | 10D JD  | S      |
      | S      | 7H 9H   | N      |
      | N      | KS 9S   | N      |
      | N      | JS 8H   | S      |
      | S      | 8D QD   | N      |
      | N      | KH JH   | S      |
      | S      | KD QH   | N      |
      | N      | 10C KC  | N      |
      | N      | 8C AC   | S      |
      | S      | 7C 10H  | N      |
      | N      | 8S AH   | S      |
      | S      | 9C 7S   | S      |
      | S      | 7D 10S  | S      |
    Then the contract is tied
    And N score 0 and S score 91
    And 91 points are held over

  Scenario: Points held over go to the taker who makes the next contract
    Source BG: "those points are left to the winner of the next game"

    Given the contract is hearts taken by N
    And 81 points are held over from the previous deal
    When the deal is scored with these tricks:
      | leader | cards   | winner |
      | N      | QH 9H   | S      |
      | S      | 7H JH   | N      |
      | N      | AS QS   | N      |
      | N      | JS 9S   | N      |
      | N      | AD 8D   | N      |
      | N      | 9C JC   | S      |
      | S      | 10H 8H  | S      |
      | S      | AH QC   | S      |
      | S      | 8C 10C  | N      |
      | N      | 7C KC   | S      |
      | S      | 7D 9D   | N      |
      | N      | AC KH   | S      |
      | S      | JD QD   | N      |
      | N      | KS 7S   | N      |
      | N      | 10S 10D | N      |
      | N      | 8S KD   | N      |
    Then the contract is made
    And N score 181 and S score 62

  Scenario: Points held over go to the other player when the next contract fails
    Source BG: "those points are left to the winner of the next game"

    Given the contract is hearts taken by N
    And 81 points are held over from the previous deal
    When the deal is scored with these tricks:
      | leader | cards   | winner |
      | N      | 7C QC   | S      |
      | S      | JH 8H   | S      |
      | S      | AS 8S   | S      |
      | S      | 10D 7D  | S      |
      | S      | 9H QH   | S      |
      | S      | KD 9D   | S      |
      | S      | AH 10H  | S      |
      | S      | JC KC   | N      |
      | N      | JD 8D   | N      |
      | N      | QD KH   | S      |
      | S      | JS QS   | N      |
      | N      | KS 9S   | N      |
      | N      | 10C 9C  | N      |
      | N      | 10S 7S  | N      |
      | N      | AC 8C   | N      |
      | N      | AD 7H   | S      |
    Then the contract is failed
    And N score 0 and S score 243

  Scenario: When the next deal hangs too the points held over accumulate
    Source BG: "If the next game hangs then the points accumulate for the game after that and so on!"

    Given the contract is hearts taken by N
    And 81 points are held over from the previous deal
    When the deal is scored with these tricks:
      | leader | cards   | winner |
      | N      | 9C KC   | S      |
      | S      | 10H AH  | N      |
      | N      | QC 8C   | N      |
      | N      | KH 9H   | S      |
      | S      | QH JH   | N      |
      | N      | 10D AD  | S      |
      | S      | KS 7S   | S      |
      | S      | JC AC   | N      |
      | N      | 8D 7D   | N      |
      | N      | 8H 7H   | N      |
      | N      | JS 8S   | N      |
      | N      | QD 9D   | N      |
      | N      | QS AS   | S      |
      | S      | 10S 9S  | S      |
      | S      | 10C 7C  | S      |
      | S      | JD KD   | N      |
    Then the contract is tied
    And N score 0 and S score 81
    And 162 points are held over

  # N takes 77 trick points to S's 85: the 20 of N's run make the contract.
  Scenario: Declarations count toward the contract
    Source BG: "To the total team score is added points scored from bonuses (see below)."
    Source BG: "| 3 cards in a sequence from the same suit | triple | 20 |"

    Given the contract is hearts taken by N
    And the dealer is S
    And N declared 7D 8D 9D
    When the deal is scored with these tricks:
      | leader | cards   | winner |
      | N      | 8H 9H   | S      |
      | S      | 7H QH   | N      |
      | N      | QD KD   | S      |
      | S      | KC 10C  | N      |
      | N      | 8D AD   | S      |
      | S      | QS KS   | N      |
      | N      | JS 10S  | S      |
      | S      | 10H JH  | N      |
      | N      | 9D 10D  | S      |
      | S      | 7C 9C   | N      |
      | N      | JD KH   | S      |
      | S      | AH 9S   | S      |
      | S      | AC QC   | S      |
      | S      | 7S AS   | N      |
      | N      | 7D JC   | N      |
      | N      | 8S 8C   | N      |
    Then the contract is made
    And N score 97 and S score 85

  Scenario: A taker who fails loses his declarations to the other player
    Source S004: "қарсы команда екі команданың да жинаған ұпайларын алады"
    Source BG: "When the game is forfeited the team that didn't bid records all points ( including those scored by the bidding team)"

    Given the contract is hearts taken by N
    And the dealer is S
    And N declared 7D 8D 9D
    When the deal is scored with these tricks:
      | leader | cards   | winner |
      | N      | QC 7C   | N      |
      | N      | KC JC   | N      |
      | N      | 7S 10S  | S      |
      | S      | KH 9H   | N      |
      | N      | 10C 9C  | N      |
      | N      | 9S 8S   | N      |
      | N      | 9D KD   | S      |
      | S      | JH QH   | S      |
      | S      | QS JS   | S      |
      | S      | 10H 8H  | S      |
      | S      | 10D QD  | S      |
      | S      | AH 7D   | S      |
      | S      | AC 8C   | S      |
      | S      | AD 8D   | S      |
      | S      | JD KS   | S      |
      | S      | 7H AS   | S      |
    Then the contract is failed
    And N score 0 and S score 182

  Scenario: A taker who fails loses his belote to the other player
    Source S004: "Егер ұсыныс білдірген команда жеңіліп қалса, қарсы команда екі команданың да жинаған ұпайларын алады, ал ұсыныс білдірген команда нөл ұпай алады"
    Source BG: "If a player has a K and Q from a trump suit (any suit in the "all trumps" game) and declares it during the play of the game scores for his/her team 20 points."

    Given the contract is hearts taken by N
    And N played KH then QH announcing only the first
    When the deal is scored with these tricks:
      | leader | cards   | winner |
      | N      | 9D 10D  | S      |
      | S      | 8D JD   | N      |
      | N      | 9S JS   | S      |
      | S      | 9C KC   | N      |
      | N      | 8C QC   | S      |
      | S      | 8S 7S   | S      |
      | S      | KS AS   | N      |
      | N      | KH JH   | S      |
      | S      | 7C 10C  | N      |
      | N      | JC AC   | S      |
      | S      | AH 7H   | S      |
      | S      | AD KD   | S      |
      | S      | 8H QH   | N      |
      | N      | QS 9H   | S      |
      | S      | QD 10H  | N      |
      | N      | 10S 7D  | N      |
    Then the contract is failed
    And N score 0 and S score 182

  Scenario: In No Trumps the points are doubled: 260 in all
    Source BG: "When the No Trumps game is played the points scored are doubled"
    Source BG: "260 (26 after doubling) in the "No Trumps" game"

    Given the contract is no trumps taken by N
    When the deal is scored with these tricks:
      | leader | cards   | winner |
      | N      | 10D 7D  | N      |
      | N      | JH 7H   | N      |
      | N      | QH 10H  | S      |
      | S      | QD KD   | N      |
      | N      | 10S AS  | S      |
      | S      | KH AH   | N      |
      | N      | 9H JS   | N      |
      | N      | 8C 7C   | N      |
      | N      | 8D AD   | S      |
      | S      | QC KC   | N      |
      | N      | 8H QS   | N      |
      | N      | 9S 8S   | N      |
      | N      | 10C JC  | N      |
      | N      | AC 9C   | N      |
      | N      | KS JD   | N      |
      | N      | 7S 9D   | N      |
    Then the contract is made
    And N score 170 and S score 90

  Scenario: In No Trumps a taker who fails leaves all 260 points to the other player
    Source BG: "When the game is forfeited the team that didn't bid records all points ( including those scored by the bidding team)"

    Given the contract is no trumps taken by N
    When the deal is scored with these tricks:
      | leader | cards   | winner |
      | N      | JD 10D  | S      |
      | S      | 7D 9D   | N      |
      | N      | QH AH   | S      |
      | S      | JH KH   | N      |
      | N      | KS JS   | N      |
      | N      | 10H 8H  | N      |
      | N      | JC 10C  | S      |
      | S      | 8D QD   | N      |
      | N      | 7H QS   | N      |
      | N      | 10S 9S  | N      |
      | N      | 8S 9C   | N      |
      | N      | 9H QC   | N      |
      | N      | KC AC   | S      |
      | S      | KD 7S   | S      |
      | S      | AD AS   | S      |
      | S      | 7C 8C   | N      |
    Then the contract is failed
    And N score 0 and S score 260

  Scenario: In All Trumps the deal is worth 258 points
    Source BG: "The total score with the final 10 bonus is 258 (26) in a "All Trumps" game"

    Given the contract is all trumps taken by N
    When the deal is scored with these tricks:
      | leader | cards   | winner |
      | N      | 7D JD   | S      |
      | S      | JC QC   | S      |
      | S      | 9D KD   | S      |
      | S      | 9H JH   | N      |
      | N      | 8H 10H  | S      |
      | S      | AC 9C   | N      |
      | N      | 8S 10S  | S      |
      | S      | KC 10C  | N      |
      | N      | KH QH   | N      |
      | N      | KS QS   | N      |
      | N      | 10D QD  | N      |
      | N      | AD 8D   | N      |
      | N      | AH 7H   | N      |
      | N      | AS 7S   | N      |
      | N      | 9S 8C   | N      |
      | N      | JS 7C   | N      |
    Then the contract is made
    And N score 177 and S score 81

  Scenario: In All Trumps a taker who fails leaves all 258 points to the other player
    Source S004: "Егер ұсыныс білдірген команда жеңіліп қалса, қарсы команда екі команданың да жинаған ұпайларын алады, ал ұсыныс білдірген команда нөл ұпай алады"

    Given the contract is all trumps taken by N
    When the deal is scored with these tricks:
      | leader | cards   | winner |
      | N      | KH JH   | S      |
      | S      | QD JD   | N      |
      | N      | 10D 9D  | S      |
      | S      | QC KC   | N      |
      | N      | 7H 9H   | S      |
      | S      | AD KD   | S      |
      | S      | 8D 7D   | S      |
      | S      | JS QS   | S      |
      | S      | 9C JC   | N      |
      | N      | 7S KS   | S      |
      | S      | AH 10H  | S      |
      | S      | 8S 10S  | N      |
      | N      | 8C 10C  | S      |
      | S      | 7C AC   | N      |
      | N      | 8H QH   | S      |
      | S      | AS 9S   | N      |
    Then the contract is failed
    And N score 0 and S score 258

  Scenario: A player who breaks a rule of play gives the other 162 points and scores 0
    Source S004: "Егер жоғарыдағы ережелердің бірі бұзылса, қарсылас(тар) 162 немесе 258 ұпай алады (барлық карталардың құнының қосындысы) + осы раундта жарияланған барлық мәлімдемелер (кім жариялағаны маңызды емес), және ағымдағы раунд аяқталады."

    Given the contract is hearts taken by N
    And S committed the offence play_rule_breach
    When the deal is scored with these tricks:
      | leader | cards   | winner |
      | N      | QH 9H   | S      |
      | S      | 10H JH  | N      |
      | N      | 7S AS   | S      |
      | S      | AH 8H   | S      |
      | S      | AD QD   | S      |
      | S      | JS KS   | N      |
      | N      | 9C 8C   | N      |
      | N      | 9D 7D   | N      |
      | N      | JC 10C  | S      |
      | S      | 10D 8D  | S      |
      | S      | KH 7H   | S      |
      | S      | QC AC   | N      |
      | N      | 7C 9S   | N      |
      | N      | KC 8S   | N      |
      | N      | QS JD   | N      |
      | N      | 10S KD  | N      |
    Then the contract is forfeit
    And N score 162 and S score 0

  Scenario: A doubled contract made gives the taker all the points doubled
    Source BG: "If that does happen then the score for the game is doubled."
    Source BG: "When there was a double declared the team with more points records all points doubled( all bonuses are doubled including the bonus for getting all the hands)."

    Given the contract is hearts taken by N
    And the contract is doubled
    When the deal is scored with these tricks:
      | leader | cards   | winner |
      | N      | KH JH   | S      |
      | S      | 10D JD  | S      |
      | S      | QH 9H   | N      |
      | N      | AS 10S  | N      |
      | N      | 8C QC   | S      |
      | S      | QD 8D   | S      |
      | S      | 8H 10H  | N      |
      | N      | KC 10C  | S      |
      | S      | 9D KD   | N      |
      | N      | 9S 8S   | N      |
      | N      | JC 9C   | N      |
      | N      | AC 7C   | N      |
      | N      | AH AD   | N      |
      | N      | JS KS   | S      |
      | S      | 7S QS   | N      |
      | N      | 7H 7D   | N      |
    Then the contract is made
    And N score 324 and S score 0

  Scenario: A redoubled contract gives the player with more points everything quadrupled
    Source BG: "In that event the score is quadrupled."
    Source BG: "When there was a redouble declared the team with more points records all the point quadrupled (all bonuses are quadrupled including those for getting all the hands)."

    Given the contract is hearts taken by N
    And the contract is redoubled
    When the deal is scored with these tricks:
      | leader | cards   | winner |
      | N      | 7H JH   | S      |
      | S      | AD 8D   | S      |
      | S      | AS 9S   | S      |
      | S      | 10C 8C  | S      |
      | S      | 10D JD  | S      |
      | S      | 9H 8H   | S      |
      | S      | 10S JS  | S      |
      | S      | QC 9C   | S      |
      | S      | QD KD   | N      |
      | N      | QH KH   | S      |
      | S      | QS KS   | N      |
      | N      | JC 7C   | N      |
      | N      | 10H 9D  | N      |
      | N      | KC 8S   | N      |
      | N      | AH 7D   | N      |
      | N      | AC 7S   | N      |
    Then the contract is failed
    And N score 0 and S score 648

  Scenario: A suit score ending in 5 rounds down
    Source BG: "In "Specific Trumps" game rounding difficulties arise when the score ends in 6."
    Source BG: "When the game is won successfully both teams record their respective scores divided by 10 and rounded to a whole number (see later for the rounding rules)."

    Given the contract is hearts taken by N
    When the deal is scored with these tricks:
      | leader | cards   | winner |
      | N      | JH 8H   | N      |
      | N      | 10D 8D  | N      |
      | N      | 9H KH   | N      |
      | N      | AH 10H  | N      |
      | N      | KS 7S   | N      |
      | N      | QC 7C   | N      |
      | N      | QD 9D   | N      |
      | N      | JC KC   | S      |
      | S      | JD 7D   | S      |
      | S      | QS JS   | S      |
      | S      | KD QH   | N      |
      | N      | 9C 10C  | S      |
      | S      | 10S 9S  | S      |
      | S      | AC 8C   | S      |
      | S      | AD 7H   | N      |
      | N      | 8S AS   | S      |
    Then the contract is made
    And N score 97 and S score 65
    And N score 10 and S score 6 in match points

  Scenario: In a suit contract two scores ending in 6 make 16: the player with fewer points rounds up
    Source BG: "rounded to a whole number (see later for the rounding rules)"
    Source BG: "162 (16) in the specific trump game"

    Given the contract is hearts taken by N
    When the deal is scored with these tricks:
      | leader | cards   | winner |
      | N      | 8C AC   | S      |
      | S      | AH 9H   | N      |
      | N      | KC 9C   | N      |
      | N      | KD QD   | N      |
      | N      | JS KS   | S      |
      | S      | 9S AS   | N      |
      | N      | 8S 7S   | N      |
      | N      | 7H 8H   | S      |
      | S      | KH JH   | N      |
      | N      | JC 7C   | N      |
      | N      | 10C QC  | N      |
      | N      | QS 10S  | S      |
      | S      | AD 8D   | S      |
      | S      | 10H QH  | S      |
      | S      | 9D 10D  | N      |
      | N      | 7D JD   | S      |
    Then the contract is made
    And N score 96 and S score 66
    And N score 9 and S score 7 in match points

  Scenario: In All Trumps two scores ending in 4 make the player with fewer points round up
    Source BG: "In the "All Trumps" game difficulties with rounding arise when the score ends with a 4. e.g. 34-224,164-194 ( if the game has a 100 point bonus) and so on. In that event the team with less points rounds up e.g. 4-22 and 17-19."

    Given the contract is all trumps taken by N
    When the deal is scored with these tricks:
      | leader | cards   | winner |
      | N      | KS AS   | S      |
      | S      | 7C 9C   | N      |
      | N      | QC KC   | S      |
      | S      | 9S 8S   | S      |
      | S      | 9H JH   | N      |
      | N      | 10H AH  | S      |
      | S      | 9D JD   | N      |
      | N      | 7H QH   | S      |
      | S      | JS 7S   | S      |
      | S      | AC 10C  | S      |
      | S      | QS 10S  | N      |
      | N      | 7D QD   | S      |
      | S      | 10D AD  | N      |
      | N      | 8D JC   | N      |
      | N      | KD 8H   | N      |
      | N      | KH 8C   | N      |
    Then the contract is made
    And N score 154 and S score 104
    And N score 15 and S score 11 in match points

  Scenario: In All Trumps a score ending in 5 rounds up
    Source BG: "When the game is won successfully both teams record their respective scores divided by 10 and rounded to a whole number (see later for the rounding rules)."
    Source BG: "In the "All Trumps" game difficulties with rounding arise when the score ends with a 4."

    Given the contract is all trumps taken by N
    When the deal is scored with these tricks:
      | leader | cards   | winner |
      | N      | JH 10H  | N      |
      | N      | 7D QD   | S      |
      | S      | KH QH   | S      |
      | S      | 10S AS  | N      |
      | N      | 7H 9H   | S      |
      | S      | 9D JD   | N      |
      | N      | AD 8D   | N      |
      | N      | 8S QS   | S      |
      | S      | KC 9C   | N      |
      | N      | KS 7S   | N      |
      | N      | 9S AC   | N      |
      | N      | JS 8C   | N      |
      | N      | QC 10C  | S      |
      | S      | JC 8H   | S      |
      | S      | AH KD   | S      |
      | S      | 7C 10D  | S      |
    Then the contract is made
    And N score 163 and S score 95
    And N score 16 and S score 10 in match points

  Scenario: In No Trumps a score ending in 4 rounds down
    Source BG: "When the game is won successfully both teams record their respective scores divided by 10 and rounded to a whole number (see later for the rounding rules)."

    Given the contract is no trumps taken by N
    When the deal is scored with these tricks:
      | leader | cards   | winner |
      | N      | 10H QH  | N      |
      | N      | 8C 10C  | S      |
      | S      | 8D 10D  | N      |
      | N      | 9S 8S   | N      |
      | N      | AH 9H   | N      |
      | N      | AS 10S  | N      |
      | N      | JS QS   | S      |
      | S      | 9C 7C   | S      |
      | S      | JH KH   | N      |
      | N      | 7S 7D   | N      |
      | N      | JC KC   | S      |
      | S      | JD 9D   | S      |
      | S      | AC QC   | S      |
      | S      | QD KD   | N      |
      | N      | 8H 7H   | N      |
      | N      | KS AD   | N      |
    Then the contract is made
    And N score 186 and S score 74
    And N score 19 and S score 7 in match points

  Scenario: In No Trumps an Ace is worth 11 and a 10 is worth 10, the points doubled
    Source BG: "When the No Trumps game is played the points scored are doubled"
    Source BG: "| 10 | 10 | 10 |"
    Source BG: "| A | 11 | 11 |"

    Given the contract is no trumps taken by N
    When the deal is scored with these tricks:
      | leader | cards   | winner |
      | N      | KS QS   | N      |
      | N      | 7C KC   | S      |
      | S      | 10S 7S  | S      |
      | S      | 7H QH   | N      |
      | N      | JS 9S   | N      |
      | N      | 10H KH  | N      |
      | N      | 8S 9H   | N      |
      | N      | 10C JC  | N      |
      | N      | 8H JH   | S      |
      | S      | JD KD   | N      |
      | N      | 10D AD  | S      |
      | S      | 9C QC   | N      |
      | N      | AS AC   | N      |
      | N      | QD 8D   | N      |
      | N      | 9D AH   | N      |
      | N      | 7D 8C   | N      |
    Then the contract is made
    And N score 186 and S score 74

  Scenario: In All Trumps a score ending in 5 rounds up, the other score down
    Source BG: "When the game is won successfully both teams record their respective scores divided by 10 and rounded to a whole number (see later for the rounding rules)."
    Source BG: "In the "All Trumps" game difficulties with rounding arise when the score ends with a 4."

    Given the contract is all trumps taken by N
    When the deal is scored with these tricks:
      | leader | cards   | winner |
      | N      | KC 10C  | S      |
      | S      | AH 9H   | N      |
      | N      | 7C 8C   | S      |
      | S      | 10S JS  | N      |
      | N      | KH JH   | S      |
      | S      | 8S 9S   | N      |
      | N      | AC QC   | N      |
      | N      | 7S QS   | S      |
      | S      | AD JD   | N      |
      | N      | AS 10D  | N      |
      | N      | 8D 9D   | S      |
      | S      | 8H 10H  | N      |
      | N      | QD KD   | S      |
      | S      | 7H KS   | S      |
      | S      | QH JC   | S      |
      | S      | 7D 9C   | S      |
    Then the contract is made
    And N score 145 and S score 113
    And N score 15 and S score 11 in match points

  Scenario: In a suit contract a score ending in 6 rounds up, with points held over
    Source BG: "In "Specific Trumps" game rounding difficulties arise when the score ends in 6."
    Source BG: "When the game is won successfully both teams record their respective scores divided by 10 and rounded to a whole number (see later for the rounding rules)."
    Source BG: "those points are left to the winner of the next game"

    Given the contract is hearts taken by N
    And 81 points are held over from the previous deal
    When the deal is scored with these tricks:
      | leader | cards   | winner |
      | N      | JH 7H   | N      |
      | N      | JC 8C   | N      |
      | N      | QS JS   | N      |
      | N      | 10S 8S  | N      |
      | N      | 8H KH   | S      |
      | S      | QD JD   | S      |
      | S      | 10C KC  | S      |
      | S      | KS 7S   | S      |
      | S      | AD KD   | S      |
      | S      | 8D 7D   | S      |
      | S      | 10D 9D  | S      |
      | S      | 10H 9H  | N      |
      | N      | QH AH   | S      |
      | S      | QC AC   | N      |
      | N      | 9C 7C   | N      |
      | N      | AS 9S   | N      |
    Then the contract is made
    And N score 177 and S score 66
    And N score 17 and S score 7 in match points


  Scenario: In All Trumps a score ending in 4 rounds down, with points held over
    Source BG: "When the game is won successfully both teams record their respective scores divided by 10 and rounded to a whole number (see later for the rounding rules)."
    Source BG: "In the "All Trumps" game difficulties with rounding arise when the score ends with a 4."
    Source BG: "those points are left to the winner of the next game"

    Given the contract is all trumps taken by N
    And 81 points are held over from the previous deal
    When the deal is scored with these tricks:
      | leader | cards   | winner |
      | N      | AD JD   | S      |
      | S      | 9S JS   | N      |
      | N      | 8C 9C   | S      |
      | S      | AC 10C  | S      |
      | S      | 8D QD   | N      |
      | N      | KH 10H  | S      |
      | S      | QC KC   | N      |
      | N      | 9H QH   | N      |
      | N      | AS QS   | N      |
      | N      | KS 10S  | S      |
      | S      | JC 7D   | S      |
      | S      | 10D 9D  | N      |
      | N      | 8S 7S   | N      |
      | N      | AH 8H   | N      |
      | N      | JH 7C   | N      |
      | N      | 7H KD   | N      |
    Then the contract is made
    And N score 225 and S score 114
    And N score 23 and S score 11 in match points


  @incidental:combination
  Scenario: A valat in No Trumps scores 350: the 90 are not doubled
    Source BG: "When the No Trumps game is played the points scored are doubled (except for the bonus of getting all the hands)."
    Source BG: "If all hands are won by the same team then that team wins a bonus of 90 points (all hands bonus)."
    Incidental combination: nobody declares in No Trumps, and a valat of 16 two-card tricks needs the four top cards of every suit in one hand, the Aces, tens, Kings and Queens.

    Given the contract is no trumps taken by N
    When the deal is scored with these tricks:
      | leader | cards   | winner |
      | N      | AC 7C   | N      |
      | N      | 10C 8C  | N      |
      | N      | KC 9C   | N      |
      | N      | QC JC   | N      |
      | N      | AD 7D   | N      |
      | N      | 10D 8D  | N      |
      | N      | KD 9D   | N      |
      | N      | QD JD   | N      |
      | N      | AH 7H   | N      |
      | N      | 10H 8H  | N      |
      | N      | KH 9H   | N      |
      | N      | QH JH   | N      |
      | N      | AS 7S   | N      |
      | N      | 10S 8S  | N      |
      | N      | KS 9S   | N      |
      | N      | QS JS   | N      |
    Then the contract is made
    And N score 350 and S score 0
