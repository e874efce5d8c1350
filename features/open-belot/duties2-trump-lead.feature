@variant:open-belot @source:S004 @area:play
Feature: In Open Belot a player who cannot beat a trump lead still plays a trump (S004)
  The rules of play are those of four-handed Belot: a trump lead is followed with a trump, a higher one
  if possible. Hearts are trump; S follows N's lead.

  Scenario: A player who cannot beat a trump lead still plays a trump
    Source S004: "Ойнау және есептеу ережелері стандартты 4 ойыншылық белотқа ұқсас"
    Source S004: "Егер бірінші ойналған карта козы болса, келесі ойыншылар да козымен ойнауы керек және мүмкіндігі болса, бұрынғы карталарды жеңетін козы картасын салуға тиіс."

    Given the contract is hearts
    And S holds 8H AC
    And the trick so far is N JH
    Then the legal cards for S are 8H
