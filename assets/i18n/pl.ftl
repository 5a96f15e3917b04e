# Polski. Słowa gry jak w polskim wydaniu (GLOSSARY.md). Liczebniki mają trzy formy:
# one (1), few (2–4, 22–24, …), many (0, 5–21, 25–31, …).

lang-name = Polski

## Słowa gry

-brick = glina
-lumber = drewno
-wool = wełna
-grain = zboże
-ore = ruda
-road = droga
-settlement = osada
-city = miasto
-robber = złodziej
-development-card = karta rozwoju
-knight = rycerz

cards-count = { $count ->
    [one] { $count } karta
    [few] { $count } karty
   *[many] { $count } kart
}

## /catan i jego podpolecenia (opisy: najwyżej 100 znaków)

cmd-catan = Zagraj w Catan na tym kanale.
cmd-new = Otwórz stół do nowej gry na tym kanale.
cmd-join = Zajmij miejsce przy otwartym stole na tym kanale.
cmd-leave = Zwolnij swoje miejsce przy otwartym stole na tym kanale.
cmd-start = Rozpocznij grę (tylko gospodarz, gdy stół jest pełny).
cmd-build = Zbuduj drogę, osadę lub miasto (także przy rozstawianiu początkowym).
cmd-roll = Rzuć kośćmi.
cmd-buy = Kup kartę rozwoju.
cmd-play = Zagraj kartę rozwoju.
cmd-robber = Przesuń złodzieja (po 7 lub po rycerzu) i ukradnij kartę.
cmd-discard = Odrzuć karty po wyrzuceniu 7.
cmd-trade = Zaproponuj wymianę przy stole (lub jednemu graczowi).
cmd-bank = Wymień z bankiem po najlepszym kursie.
cmd-end = Zakończ turę.
cmd-hand = Twoje karty na ręce (widzisz je tylko ty).
cmd-board = Opublikuj ponownie aktualną planszę.
cmd-log = Ostatnie zdarzenia tej gry.
cmd-rules = Krótki przegląd zasad.
cmd-abandon = Zakończ grę na tym kanale (gospodarz lub członek z uprawnieniem Zarządzanie kanałami).
cmd-export = Zapis gry jako plik (po zakończeniu gry lub z uprawnieniem Zarządzanie kanałami).
cmd-fair = Co dowodzą uczciwe kości oraz odcisk gry na tym kanale (po zakończeniu jej ziarno).
cmd-hint = Co zrobiłaby teraz silna SI na twoim miejscu i dlaczego (widzisz to tylko ty).
cmd-stats = Gry, wygrane, ranking gracza i jego trend na tym serwerze (widzisz to tylko ty).
cmd-leaderboard = Gracze tego serwera według rankingu, po dziesięciu na stronę (widzisz to tylko ty).
cmd-history = Ostatnie gry z zapisami, animacjami i wykresami (widzisz to tylko ty).
cmd-notify = Jak dowiadujesz się o swojej turze: wiadomość prywatna obok wzmianki, godziny ciszy.
