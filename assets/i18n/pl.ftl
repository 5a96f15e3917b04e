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
-longest-road = Najdłuższa droga handlowa
-largest-army = Największa armia rycerska

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
cmd-hub = Catan poza jednym stołem: twoje stoły na wszystkich serwerach, sezony i turnieje serwera.
cmd-hub-games = Wszystkie twoje stoły na wszystkich serwerach, najpierw te z twoim ruchem (widzisz to tylko ty).
cmd-hub-season = Sezony serwera: własny ranking na pewien czas.
cmd-hub-season-start = Rozpocznij sezon na tym serwerze (Zarządzanie serwerem): od teraz własny ranking.
cmd-hub-season-end = Zakończ teraz sezon tego serwera (Zarządzanie serwerem): jego wyniki zostaną opublikowane.
cmd-hub-season-standings = Wyniki trwającego sezonu (widzisz je tylko ty).
cmd-hub-tournament = Turniej serwera: zapisy, rundy szwajcarskie przy stołach, zwycięzca.
cmd-hub-tournament-create = Utwórz tu turniej (Zarządzanie serwerem): gracze zapisują się przyciskiem.
cmd-hub-tournament-start = Rozpocznij turniej tego serwera (organizator): rozsadzana jest runda 1.
cmd-hub-tournament-leave = Opuść turniej tego serwera (AI dogra twoje miejsce do końca partii).
cmd-hub-tournament-remove = Usuń gracza z turnieju tego serwera (organizator).
cmd-hub-tournament-abandon = Zakończ utknięty stół tej rundy (organizator): liczy się jego obecny stan.
cmd-hub-tournament-standings = Turniej tego serwera: dotychczasowa klasyfikacja (widzisz ją tylko ty).
opt-hub-tournament-create-name = Nazwa turnieju, np. Puchar Zimy
opt-hub-tournament-create-rounds = Rundy szwajcarskie (1–6, domyślnie 3)
opt-hub-tournament-create-final_table = Stół finałowy czterech najlepszych po rundach (domyślnie: nie)
opt-hub-tournament-create-points = Punkty zwycięstwa potrzebne do wygrania stołu (5–15, domyślnie 10)
opt-hub-tournament-create-turn_timer = Czas na turę, zanim AI zagra za nieobecnego: minuty (60) albo 12h, 1d
opt-hub-tournament-remove-player = Gracz do usunięcia
opt-hub-tournament-abandon-table = Numer stołu w tej rundzie
opt-hub-season-start-name = Nazwa sezonu, np. Zima 2027
opt-hub-season-start-length = Jak długo trwa: dni (30) lub tygodnie (4w), do roku
opt-leaderboard-season = Zamiast tego wyniki sezonu (jego nazwa; trwający lub miniony)

## Ich opcje (opisy: najwyżej 100 znaków)

opt-new-players = Ilu graczy (od 2 do 6; w 2 osoby pojedynek, w 5 lub 6 osób na większej wyspie)
opt-new-map = Plansza: dla początkujących lub losowa (domyślnie: początkująca dla 3–4, losowa dla 2 i 5–6)
opt-new-build_phase = 5–6 graczy: specjalne fazy budowy (domyślnie) lub tury w parach
opt-new-points = Punkty zwycięstwa potrzebne do wygranej (5–20, domyślnie 10; w pojedynku 15)
opt-new-discard_limit = Po 7 kto ma więcej kart niż tyle, odrzuca połowę (domyślnie 7; w pojedynku 9)
opt-new-friendly_robber = Złodziej oszczędza graczy z 2 punktami lub mniej (domyślnie: nie; w pojedynku tak)
opt-new-balanced_dice = Rzuty z potasowanej talii 36 wyników dwóch kości (domyślnie: nie; w pojedynku tak)
opt-new-balanced_sevens = Z wyważonymi kośćmi: nikt długo nie wyrzuca większości siódemek (domyślnie: w pojedynku)
opt-new-undos = Ile razy każdy może cofnąć budowę lub wymianę z bankiem (0–10, domyślnie 3)
opt-new-turn_timer = Czas na turę, zanim SI zagra za nieobecnego: minuty (15) albo 90m, 12h, 2d
opt-new-thread = Graj w nowym wątku nazwanym od stołu (domyślnie: tak, tam gdzie mogę)
opt-new-language = Język wiadomości i planszy przy stole (domyślnie: język serwera)
opt-build-what = Co zbudować
opt-build-at = Gdzie (numer skrzyżowania lub odcinek, np. 12-13)
opt-play-card = Która karta
opt-play-resource = Surowiec Monopolu lub pierwsza karta Wynalazku
opt-play-resource2 = Druga karta Wynalazku
opt-robber-hex = Pole (jego litera, od A do S; AD na wyspie dla 5–6)
opt-robber-victim = Kogo okraść, gdy można tam okraść kilku graczy
opt-discard-brick = Ile kart gliny odrzucić
opt-discard-lumber = Ile kart drewna odrzucić
opt-discard-wool = Ile kart wełny odrzucić
opt-discard-grain = Ile kart zboża odrzucić
opt-discard-ore = Ile kart rudy odrzucić
opt-trade-give = Co dajesz, np. 2 brick, 1 ore (nazwy angielskie)
opt-trade-get = Czego chcesz, np. 1 wool (nazwy angielskie)
opt-trade-to = Zaproponuj tylko temu graczowi
opt-bank-give = Surowiec, który dajesz
opt-bank-get = Surowiec, który dostajesz
opt-bank-amount = Ile otrzymać (domyślnie 1)
opt-export-game = Numer gry (domyślnie: gra tego kanału albo ostatnio zakończona)
opt-fair-game = Numer gry (domyślnie: otwarta gra tego kanału)
opt-stats-player = Czyje statystyki (domyślnie: twoje)
opt-history-scope = Czyje gry: tego kanału (domyślnie) czy całego serwera
opt-notify-dm = Wyślij mi też wiadomość prywatną z linkiem, gdy nadejdzie moja tura
opt-notify-next = Powiadom mnie też wiadomością prywatną, gdy gracz przede mną zacznie turę
opt-notify-quiet = Godziny bez wiadomości prywatnych, z zatrzymanym zegarem tury: np. 22-7 lub off
opt-notify-time_zone = Moja strefa czasowa dla godzin ciszy, np. Europe/Warsaw (domyślnie: UTC)

## Wybory opcji

choice-beginner = dla początkujących
choice-random = losowa
choice-special_build = specjalna_budowa
choice-paired = w_parach
choice-road = { -road }
choice-settlement = { -settlement }
choice-city = { -city }
choice-knight = { -knight }
choice-road_building = Budowa dróg
choice-year_of_plenty = Wynalazek
choice-monopoly = Monopol
choice-brick = { -brick }
choice-lumber = { -lumber }
choice-wool = { -wool }
choice-grain = { -grain }
choice-ore = { -ore }
choice-channel = kanał
choice-server = serwer

## Ręka gracza (/catan hand, przycisk Moja ręka)

resource-name = { $resource ->
    [brick] { -brick }
    [lumber] { -lumber }
    [wool] { -wool }
    [grain] { -grain }
   *[ore] { -ore }
}
dev-card-name = { $card ->
    [knight] Rycerz
    [road_building] Budowa dróg
    [year_of_plenty] Wynalazek
    [monopoly] Monopol
   *[victory_point] Punkt zwycięstwa
}
hand-resources = { $count ->
    [one] **Twoja ręka** (1 karta): { $list }
    [few] **Twoja ręka** ({ $count } karty): { $list }
   *[many] **Twoja ręka** ({ $count } kart): { $list }
}
# Surowiec z liczbą po nazwie ("glina ×2"): bez odmiany przez przypadki.
hand-resource = { resource-name } ×{ $count }
hand-nothing = nic
hand-none = brak
hand-no-harbors = brak
hand-dev-cards = **Karty rozwoju:** { $list }
hand-dev-card = { $note ->
    [vp] { dev-card-name } ×{ $count } (liczy się sama)
    [now] { dev-card-name } ×{ $count } (można zagrać teraz)
   *[none] { dev-card-name } ×{ $count }
}
hand-points = **Punkty zwycięstwa:** { $points } ({ $public } jawne)
hand-pieces = **Pozostałe elementy:** { $roads ->
        [one] 1 droga
        [few] { $roads } drogi
       *[many] { $roads } dróg
    }, { $settlements ->
        [one] 1 osada
        [few] { $settlements } osady
       *[many] { $settlements } osad
    }, { $cities ->
        [one] 1 miasto
        [few] { $cities } miasta
       *[many] { $cities } miast
    }
hand-harbor = { $resource ->
    [any] 3:1
   *[other] { resource-name }
}
hand-rate = { $rate }:1 { resource-name }
hand-harbors = **Porty:** { $harbors } · **Kursy banku:** { $rates }

## /catan rules (odpowiedź prywatna)

rules-brief = **Catan w skrócie**
    - Rozstawienie: każdy stawia osadę i drogę, a potem jeszcze raz w odwrotnej kolejności; druga osada daje karty startowe.
    - Każda tura: rzut kośćmi (każde pole z tą liczbą daje swoim osadom 1 kartę, miastom 2), potem handel i budowa, potem koniec tury.
    - Koszty: { -road } = { -brick } + { -lumber } · { -settlement } = { -brick } + { -lumber } + { -wool } + { -grain } · { -city } = 2 × { -grain } + 3 × { -ore } · { -development-card } = { -wool } + { -grain } + { -ore }.
    - Siódemka: kto ma więcej kart niż limit, odrzuca połowę; potem rzucający przesuwa złodzieja i kradnie kartę.
    - Rycerze też przesuwają złodzieja; 3 lub więcej zagranych rycerzy daje kartę { -largest-army } (2 PZ); droga z 5 lub więcej odcinków daje kartę { -longest-road } (2 PZ).
    - Wymiana z bankiem 4:1, 3:1 w porcie ogólnym, 2:1 w porcie surowca. Jedna karta rozwoju na turę, nigdy w turze jej zakupu.
    - Wygrywa ten, kto pierwszy osiągnie wymagane punkty we własnej turze.
    - 5–6 graczy: większa wyspa (losowa plansza). W turze innego gracza **Budowa specjalna** zgłasza budowę i zakup kart zaraz po tej turze, według kolejności miejsc (bez handlu i zagrywania kart).

## Poczekalnia (publiczna: w języku stołu)

list-and = { $rest } i { $last }

btn-join = Dołącz
btn-leave = Wyjdź
btn-start = Start
btn-add-ai = Dodaj SI
btn-cancel = Anuluj
btn-tournament-sign-up = Zapisz się
btn-tournament-leave = Wypisz się
btn-watch = Oglądaj
btn-accept = Akceptuj
btn-decline = Odrzuć

ai-level = { $level ->
    [random] losowa
    [heuristic] heurystyczna
   *[strong] silna
    [strong-classic] klasyczna silna
}

# The table's own thread, and the line that points to it.
thread-name = Catan · stół gracza { $name }
thread-opened = { $name } otwiera stół Catan w { $thread }: dołącz tam!

pointer-cancelled = Stół gracza { $host } został anulowany.
pointer-cancelled-hostless = Stół został anulowany.
pointer-over = Stół gracza { $host } w { $thread } zakończył grę: 🏆 { $winner } wygrywa po { $turns ->
    [one] { $turns } turze
   *[other] { $turns } turach
}.
pointer-over-hostless = Stół w { $thread } zakończył grę: 🏆 { $winner } wygrywa po { $turns ->
    [one] { $turns } turze
   *[other] { $turns } turach
}.
pointer-abandoned = Stół gracza { $host } w { $thread } został porzucony.
pointer-abandoned-hostless = Stół w { $thread } został porzucony.

lobby-head = **Catan** — { $rematch ->
        [0] nowa gra
       *[other] rewanż gry { $rematch }
    } dla { $players ->
        [2] dwóch graczy, pojedynek,
       *[other] { $players } graczy
    } na { $map ->
        [beginner] mapie dla początkujących
        [random] losowej mapie
        [beginner-large] mapie dla początkujących większej wyspy
       *[random-large] losowej mapie większej wyspy
    }, { $points } punktów do zwycięstwa{ $extras }. Język: { $language }.
lobby-discard = odrzucanie przy ponad { $limit } kartach
lobby-friendly-robber = przyjazny { -robber }
lobby-balanced-dice = zrównoważone kości (rzuty z potasowanej talii 36 wyników)
lobby-balanced-sevens = zrównoważone siódemki (nikt długo nie wyrzuca większości siódemek)
lobby-no-undo = bez cofania
lobby-undos = { $count ->
    [one] { $count } cofnięcie na gracza
    [few] { $count } cofnięcia na gracza
   *[many] { $count } cofnięć na gracza
}
lobby-timer = { $minutes ->
    [one] { $minutes } minuta na turę
    [few] { $minutes } minuty na turę
   *[many] { $minutes } minut na turę
}
lobby-timer-hours = { $hours ->
    [one] { $hours } godzina na turę
    [few] { $hours } godziny na turę
   *[many] { $hours } godzin na turę
}
lobby-timer-days = { $days ->
    [one] { $days } dzień na turę
   *[other] { $days } dni na turę
}
lobby-special-build = specjalne fazy budowy między turami
lobby-paired = tury w parach (osadnik 2 buduje po osadniku 1 w każdej turze)
new-bad-timer = „{ $typed }” to nie jest czas tury: wpisz minuty (15) albo liczbę z m, h lub d (90m, 12h, 2d), od 1 minuty do 7 dni.
lobby-seats = Miejsca ({ $taken }/{ $players }): { $seats }
lobby-seat = { $seat }. { $name }
lobby-seat-host = { $seat }. { $name } (gospodarz)
lobby-seat-ai = { $seat }. { $name } (SI, { ai-level })
lobby-how = Kliknij **{ btn-join }**, aby zająć miejsce; gospodarz może zapełnić miejsca przyciskiem **{ btn-add-ai }** i klika **{ btn-start }**, gdy stół jest pełny.
lobby-waiting = Czekamy na: { $who }. Kliknij **{ btn-accept }**, aby zagrać ponownie, lub **{ btn-decline }**, aby zwolnić swoje miejsce. Gra zacznie się, gdy wszyscy zaakceptują.
lobby-fair = Uczciwe kości: każdy rzut, karta i kradzież w tej grze są już ustalone przez tajne ziarno o odcisku `{ $fingerprint }`; ziarno zostanie pokazane po zakończeniu gry, aby każdy mógł sprawdzić, że szczęście nie było wybrane (`/catan { name-fair }` wyjaśnia jak).

## Wiadomość tury (publiczna: w języku stołu)

btn-roll = Rzuć
btn-build = Buduj…
btn-trade = Handluj…
btn-buy = Kup kartę
btn-play = Zagraj kartę…
btn-end-turn = Zakończ turę
btn-hand = Moja ręka
btn-close-up = 🔍 Zbliżenie
btn-undo = Cofnij
btn-ask-special-build = Poproś o specjalną fazę budowy
btn-withdraw-special-build = Wycofaj prośbę o specjalną fazę budowy
btn-discard = Odrzuć karty
btn-move-robber = Przesuń złodzieja
btn-done = Gotowe
btn-rematch = Rewanż

table-player = { $swatch } { $name } **{ $points } PZ** · { $cards ->
    [one] { $cards } karta
    [few] { $cards } karty
   *[many] { $cards } kart
} · { $dev } rozw.
table-longest-road = { -longest-road }
table-largest-army = { -largest-army }
table-bank-low = 🏦 W banku zostało tylko: { $list }.
table-deck-left = { $count ->
    [one] { $count } karta rozwoju
    [few] { $count } karty rozwoju
   *[many] { $count } kart rozwoju
}

game-label = Catan nr { $game } na { $channel }
ping-setup-settlement = 🏠 { $name }, postaw osadę · { $game }
ping-setup-road = 🛣️ { $name }, postaw drogę · { $game }
ping-roll = 🎲 { $name }, rzuć kośćmi w turze { $turn } · { $game }
ping-main = 🔨 { $name }, twój ruch w turze { $turn } · { $game }
ping-settler-two = 🔨 { $name }, twoja część jako osadnik 2 w turze { $turn } · { $game }
ping-discard = 🃏 { $names }: odrzućcie połowę kart · { $game }
ping-robber = 🥷 { $name }, przestaw złodzieja · { $game }
ping-road-building = 🛣️ { $name }, postaw darmowe drogi · { $game }
ping-special-build = 🔨 { $name }, twoja specjalna faza budowy · { $game }
prompt-setup-settlement = { $name }: postaw osadę (**{ btn-build }**).
prompt-setup-road = { $name }: postaw drogę przy swojej nowej osadzie (**{ btn-build }**).
prompt-roll = { $name }: rzuć kośćmi (albo najpierw zagraj kartę).
prompt-discard = Czekamy na odrzucenie kart (**{ btn-discard }**): { $owing }. Potem { $mover } przesuwa złodzieja.
prompt-owing = { $name } ({ $count })
prompt-robber = { $name }: przesuń złodzieja (**{ btn-move-robber }**).
prompt-road-building = { $name }: postaw { $roads ->
    [one] { $roads } darmową drogę
    [few] { $roads } darmowe drogi
   *[many] { $roads } darmowych dróg
} (**{ btn-build }**).
prompt-main = { $name }: buduj, handluj, kupuj lub zagraj kartę, potem zakończ turę.
prompt-settler-two = { $name }: osadnik 2 po graczu { $owner }. Buduj, kupuj, zagraj kartę lub handluj z bankiem i portami (nie z graczami), potem zakończ turę.
prompt-special-build = { $name }: twoja specjalna faza budowy po turze gracza { $owner }. Buduj drogi, osady lub miasta i kupuj karty rozwoju (**{ btn-build }**, **{ btn-buy }**), potem kliknij **{ btn-done }**; teraz bez handlu i bez zagrywania kart.
prompt-next = Dalej: { $next }.
sbp-phase-of = specjalna faza budowy gracza { $name }
sbp-turn-of = tura gracza { $name }
sbp-then = { $first }, potem { $next }
prompt-game-over = Gra się zakończyła.
special-build-line = 🔨 Specjalna faza budowy po tej turze: { $names } (pozostali proszą o nią w **{ $button }**).
special-build-how = 🔨 Pozostali mogą w **{ $button }** poprosić o budowę po tej turze.
turn-ai-steps-in = ⏱ SI przejmie ruch <t:{ $deadline }:R>.
turn-phase-ends = ⏱ Twoja faza kończy się <t:{ $deadline }:R>.
turn-thinking = { $name } się zastanawia…
timer-half = ⏳ { $who } — minęła połowa czasu twojej tury; SI zagra za ciebie { $when } · { $game }
timer-half-special-build = ⏳ { $who } — minęła połowa twojego czasu; twoja specjalna faza budowy kończy się { $when } · { $game }
timer-last = ⏰ { $who } — twój czas tury kończy się { $when }; potem SI zagra za ciebie · { $game }
timer-last-special-build = ⏰ { $who } — twoja specjalna faza budowy kończy się { $when } · { $game }
turn-started-at = 🕰 Ta tura zaczęła się <t:{ $started }:R>.
timer-up = ⌛ Czas minął dla: { $names }. SI rozgrywa tę turę za nich.
timer-up-discards = ⌛ Czas minął dla: { $names }. SI odrzuca za nich karty.
timer-up-special-build = ⌛ Czas minął dla: { $names }. Ich specjalna faza budowy się kończy.
discard-notice = 🎲 Siódemka! Odrzućcie połowę kart (**{ btn-discard }**): { $owing } · { $game }

## Opowieść o turze (publiczna: w języku stołu)

story-setup = **Rozstawienie** · { $name }
story-turn = **Tura { $turn }** · { $name }
story-special-build = **Budowa specjalna** · { $name } (po turze { $turn } gracza { $owner })
story-settler-two = **Tura { $turn }** · { $name }, osadnik 2 (po graczu { $owner })
# /catan log (a private answer)
log-title = **{ $count ->
    [one] Ostatnia akcja
    [few] Ostatnie { $count } akcje
   *[many] Ostatnich { $count } akcji
}**
log-empty = Jeszcze nic się nie wydarzyło.
story-offer-accepted = { $name } oferuje { $give } za { $get }: { $partner } przyjmuje.
story-offer-countered = { $name } oferuje { $give } za { $get }: { $partner } składa kontrofertę i wymieniają { $gave } na { $got }.
story-offer-untaken = { $name } oferuje { $give } za { $get }: nikt nie przyjmuje.
story-offer-withdrawn = { $name } oferuje { $give } za { $get }: { $partners } { $count ->
    [one] przyjmuje
   *[other] przyjmują
}, ale { $name } wycofuje ofertę.
audience-everyone = wszystkich
ev-rolled = { $name } wyrzuca { $total }
ev-rolled-dice = { $name } wyrzuca { $total } ({ $a }+{ $b })
ev-rolled-production = { $name } wyrzuca { $total } ({ $a }+{ $b }): { $production }
ev-gains = { $name } { $gains }
ev-gain = +{ $count } { resource-name }
ev-nobody-produced = nikt nic nie dostał
ev-settlement-placed = { $name } stawia osadę na { $at }
ev-settlement-built = { $name } buduje osadę na { $at }
ev-road-built = { $name } buduje drogę na { $at }
ev-free-road-built = { $name } buduje darmową drogę na { $at }
ev-city-built = { $name } buduje miasto na { $at }
ev-starting-resources = { $name } dostaje na start: { $cards }
ev-setup-finished = Rozstawienie skończone; { $name } zaczyna
ev-robber-blocked = Złodziej na polu { $hex } blokuje jego plon
ev-shortage = W banku brakuje surowca { resource-name }, więc nikt go nie dostaje
ev-must-discard = { $name } musi odrzucić { $count ->
    [one] { $count } kartę
    [few] { $count } karty
   *[many] { $count } kart
}
ev-discarded = { $name } odrzuca: { $cards }
ev-robber-moved = { $name } przesuwa złodzieja na pole { $hex }
ev-stole-card = { $thief } kradnie graczowi { $victim } 1 { resource-name }
ev-stole = { $thief } kradnie kartę graczowi { $victim }
ev-bought-card-known = { $name } kupuje kartę rozwoju: { dev-card-name }
ev-bought-card = { $name } kupuje kartę rozwoju
ev-played = { $name } zagrywa kartę { dev-card-name }
ev-took-from-bank = { $name } bierze z banku: { $cards }
ev-monopoly = { $name } zabiera cały surowiec { resource-name }: { $from }
ev-monopoly-from = { $count } od { $name }
ev-monopoly-none = { $name } żąda całego surowca { resource-name }, ale nikt go nie miał
ev-bank-traded = { $name } wymienia z bankiem { $give } na { $get }
ev-offered = { $name } oferuje { $give } za { $get } dla: { $to }
ev-accepts = { $name } akceptuje
ev-declines = { $name } odrzuca
ev-counters = { $name } składa kontrofertę: { $give } za { $get }
ev-traded = { $offerer } wymienia { $gave } z { $partner } na { $got }
ev-withdrew = { $name } wycofuje ofertę
ev-longest-road = { $name } ma teraz Najdłuższą drogę handlową ({ $length })
ev-longest-road-none = Nikt nie ma teraz Najdłuższej drogi handlowej
ev-largest-army = { $name } ma teraz Największą armię rycerską ({ $knights ->
    [one] { $knights } rycerz
    [few] { $knights } rycerzy
   *[many] { $knights } rycerzy
})
ev-turn-started = Tura { $turn }: { $name } rzuca
ev-won = 🏆 { $name } wygrywa, mając { $points ->
    [one] { $points } punkt
    [few] { $points } punkty
   *[many] { $points } punktów
}!
ev-sbp-asked = { $name } prosi o specjalną fazę budowy
ev-sbp-withdrawn = { $name } nie prosi już o specjalną fazę budowy
ev-sbp-started = Specjalna faza budowy: { $name } może budować i kupować
ev-settler-two = { $name } jest osadnikiem 2 w turze gracza { $owner }: może budować, kupować, zagrać kartę i handlować z bankiem
ev-undone = ↩ { $name } cofa { $what } (zostało cofnięć: { $left })
undo-road = drogę na { $at }
undo-settlement = osadę na { $at }
undo-city = miasto na { $at }
undo-bank-trade = wymianę z bankiem { $give } na { $get }
undo-move = ostatni ruch

## Otwarta oferta handlu (publiczna: w języku stołu)

btn-offer-accept = Akceptuj
btn-offer-decline = Odrzuć
btn-counter = Kontroferta…
btn-cancel-offer = Wycofaj ofertę
btn-trade-with = Handluj z: { $name }
offer-head = **Oferta handlu** od { $name }: daje **{ $give }** za **{ $get }**, dla: { $to }.
offer-answer = - { $name }: { $answer ->
    [accepts] akceptuje
    [declines] odrzuca
    [counters] kontroferta: daje { $give } za { $get }
   *[thinking] zastanawia się…
}
offer-ai-decides = { $name } wybierze najlepszą odpowiedź, gdy wszyscy odpowiedzą, najpóźniej <t:{ $deadline }:R>.
offer-waiting = { $who }: zaakceptuj, odrzuć albo złóż kontrofertę.

## Początek i koniec gry (publiczne: w języku stołu)

started = **Catan** — gra się zaczęła: { $seats }. { $first } stawia pierwszy.
fair-started = 🎲 Uczciwe kości: odcisk tajnego ziarna to `{ $fingerprint }`; ziarno zostanie pokazane po zakończeniu gry (`/catan { name-fair }` wyjaśnia).
fair-seed = 🎲 Uczciwe kości: tajne ziarno to `{ $seed }`. Pasuje do odcisku pokazanego przed grą: z zapisem gry (`/catan { name-export }`) każdy może sprawdzić, że żaden rzut, karta ani kradzież nie były wybrane (`/catan { name-fair }` wyjaśnia jak).
abandoned = { $name } przerywa grę { $game }. Zapis gry: `/catan { name-export } { optname-export-game }:{ $game }` · nowy stół: `/catan { name-new }`.
over-title = **Koniec gry!**
over-winner = 🏆 { $name } wygrywa po { $turns ->
    [one] { $turns } turze
   *[other] { $turns } turach
}.
over-player = { $medal } { $name }: **{ $points ->
    [one] { $points } punkt
    [few] { $points } punkty
   *[many] { $points } punktów
}**
over-vp-cards = { $count ->
    [one] { $count } karta punktu zwycięstwa
    [few] { $count } karty punktu zwycięstwa
   *[many] { $count } kart punktu zwycięstwa
}
over-longest-road = { -longest-road } ({ $length })
over-largest-army = { -largest-army } ({ $knights ->
    [one] { $knights } rycerz
   *[other] { $knights } rycerzy
})
over-rating = · ranking { $before } → { $after } ({ $delta })
# A rated AI level by its key, as the game-over message and the leaderboard name it.
ai-rated-name = { $level ->
    [random] Losowa SI
    [heuristic] Heurystyczna SI
    [strong] Silna SI
    [strong-classic] Klasyczna silna SI
   *[other] SI { $level }
}
over-rated-once-by = · bez oceny: za { ai-rated-name } liczy się w tej grze { $by }
over-rated-once = · bez oceny: za tego gracza liczy się w tej grze { $by }
over-attached = 🎞 W załączniku: cała gra w przyspieszeniu i jej wykresy (kości, punkty, karty).
over-swings = 📈 Szansa na wygraną w trakcie gry (wykres w załączniku); ruchy, które najbardziej ją zmieniły:
over-swing = Tura { $turn } · { $what }: { $before }% → { $after }%
over-swing-setup = Rozstawienie · { $what }: { $before }% → { $after }%
span-seconds = { $n } s
span-under-a-second = poniżej { $n } s
span-minutes = { $n } min
span-hours = { $n } godz.
span-days = { $n } dni
over-turn-times = ⏱ Czas na turę: { $list }
over-turn-time = { $name } { $median } (najdłużej { $longest })
over-played-in = ⏱ Czas gry: { $duration }.
duration-hours = { $hours } h { $minutes } min
duration-minutes = { $minutes } min
over-record = Zapis gry: `/catan { name-export } { optname-export-game }:{ $game }` · twój ranking: `/catan { name-stats }`.
over-watchers = 👀 Dla oglądających: { $who }.
stats-rolls = 🎲 { $total ->
    [one] { $total } rzut
    [few] { $total } rzuty
   *[many] { $total } rzutów
}; najczęściej { $top } ({ $times ->
    [one] { $times } raz
   *[other] { $times } razy
}); 7 wypadło { $sevens ->
    [one] { $sevens } raz
   *[other] { $sevens } razy
}.
stats-produced = 🌾 Zebrane karty: { $list }.
stats-deals = 🤝 { $list }.
stats-trades = { $count ->
    [one] { $count } wymiana
    [few] { $count } wymiany
   *[many] { $count } wymian
} między graczami
stats-bank = { $count } z bankiem
stats-bought = { $count ->
    [one] { $count } kupiona karta rozwoju
    [few] { $count } kupione karty rozwoju
   *[many] { $count } kupionych kart rozwoju
}
stats-stolen = skradzione karty: { $list }

## Prywatne odpowiedzi poczekalni (w języku klikającego)

ask-lobby-closed = Ta poczekalnia jest zamknięta; gra już się zaczęła albo skończyła.
ask-rematch-unfinished = Rewanż ma tylko gra rozegrana do końca.
ask-rematch-not-yours = O rewanż gry { $game } mogą poprosić tylko jej gracze; `/catan { name-new }` otwiera nowy stół.
ask-rematch-not-seated = Pytani są tylko gracze siedzący przy tym rewanżu.
ask-rematch-host-declines = To ty poprosiłeś(-aś) o ten rewanż: kliknij **{ $cancel }**, aby go zamknąć.
ask-rematch-accepted-already = Już zaakceptowałeś(-aś).
ask-rematch-nobody = Ta poczekalnia nie czeka już na niczyją odpowiedź.
rematch-waits = Rewanż czeka, aż { $names } zaakceptuje lub odrzuci.
ask-seated-already = Masz już miejsce przy tym stole.
ask-table-full = Stół jest pełny.
ask-not-seated = Nie masz miejsca przy tym stole.
ask-host-cannot-leave = Gospodarz nie może wyjść; kliknij zamiast tego **{ $cancel }**, aby zamknąć poczekalnię.
ask-only-host-cancels = Tylko gospodarz może anulować tę poczekalnię.
ask-only-host-ai = Tylko gospodarz może dodawać lub usuwać graczy SI.
ask-only-host-settings = Tylko gospodarz może zmieniać ustawienia stołu.
ask-settings-rematch = Rewanż zachowuje ustawienia, z którymi go zaproponowano, dopóki czeka na odpowiedzi graczy.
btn-settings = Ustawienia
settings-chooser = **Ustawienia stołu** — to, co tu wybierzesz, od razu zmienia poczekalnię dla wszystkich:
settings-saved = ✅ Zapisano: poczekalnia pokazuje nowe ustawienia.
settings-points = { $points } punktów zwycięstwa do wygranej
settings-discard = Przy 7 gracze z ponad { $limit } kartami odrzucają połowę
settings-undos = { $count ->
    [0] Bez cofania
    [one] { $count } cofnięcie na gracza
    [few] { $count } cofnięcia na gracza
   *[many] { $count } cofnięć na gracza
}
settings-rules-placeholder = Zasady: wybierz te, z którymi gracie
settings-friendly-robber = Przyjazny złodziej (oszczędza graczy z 2 punktami lub mniej)
settings-balanced-dice = Zrównoważone kości (rzuty z potasowanej talii 36 wyników)
settings-balanced-sevens = Zrównoważone siódemki (wymagają zrównoważonych kości)
settings-paired = Tury w parach (zamiast specjalnych faz budowy)
ai-chooser = Która SI zajmie miejsce? **Heurystyczna** gra szybko według prostych reguł; **Silna** liczy naprzód; **Losowa** jest dla początkujących.
btn-ai-heuristic = Heurystyczna (szybka)
btn-ai-strong = Silna (liczy naprzód)
btn-ai-random = Losowa (dla początkujących)
btn-ai-remove = Usuń SI
ask-no-ai = Przy tym stole nie ma SI.
ask-table-cancelled = Stół został odwołany.
ask-game-started = Gra się zaczęła: { $first } stawia pierwszy.
ask-seats = Miejsca ({ $taken }/{ $players }): { $names }.
ask-only-host-starts = Tylko gospodarz może rozpocząć grę.
ask-waiting-players = Czekamy jeszcze na { $count ->
    [one] { $count } gracza
   *[other] { $count } graczy
}.

## Dlaczego ruch odrzucono (prywatna odpowiedź, w języku klikającego)

building-name = { $building ->
    [settlement] { -settlement }
   *[city] { -city }
}
list-or = { $rest } lub { $last }
refusal-game-over = Gra się skończyła.
refusal-no-such-seat = W tej grze nie ma miejsca { $seat }.
refusal-not-your-turn = Teraz tura gracza { $name }, nie twoja.
refusal-waiting-for-discards = Czekamy, aż { $names } odrzucą karty.
refusal-place-settlement-first = Najpierw postaw osadę (rozstawienie).
refusal-place-road-first = Teraz postaw drogę obok osady, którą właśnie postawiłeś(-aś).
refusal-not-setup = To możliwe tylko podczas rozstawienia.
refusal-roll-first = Najpierw rzuć kośćmi.
refusal-already-rolled = W tej turze już rzucałeś(-aś) kośćmi.
refusal-move-robber-first = Najpierw przesuń złodzieja.
refusal-place-free-roads-first = Najpierw postaw darmowe drogi z Budowy dróg.
refusal-no-robber-to-move = Teraz nie ma złodzieja do przesunięcia.
refusal-no-discard-pending = Teraz nikt nie musi odrzucać kart.
refusal-no-discard-owed = Nie musisz odrzucać kart.
refusal-wrong-discard-count = Musisz odrzucić dokładnie tyle kart: { $owed }, a nie { $given }.
refusal-bad-dice = Kości muszą pokazać dwie liczby od 1 do 6.
refusal-missing-dice = Nie rzucono kośćmi.
refusal-intersection-occupied = Na skrzyżowaniu { $at } stoi już { $building ->
    [settlement] osada
   *[city] miasto
} gracza { $name }.
refusal-too-close = To skrzyżowanie jest za blisko { $building ->
    [settlement] osady
   *[city] miasta
} gracza { $name } na { $at }.
refusal-settlement-not-connected = Skrzyżowanie { $at } nie łączy się z żadną twoją drogą.
refusal-path-occupied = Na { $at } leży już droga gracza { $name }.
refusal-road-not-connected = Droga na { $at } nie dotykałaby żadnej twojej drogi, osady ani miasta.
refusal-road-blocked-by-building = Droga na { $at } przechodziłaby przez { $building ->
    [settlement] osadę
   *[city] miasto
} gracza { $name } na { $through }.
refusal-setup-road-not-adjacent = Droga z rozstawienia musi dotykać osady, którą właśnie postawiłeś(-aś) na { $at }.
refusal-no-settlement-to-upgrade = Nie masz osady na { $at }, którą można rozbudować.
refusal-no-pieces-left = Nie masz już { $piece ->
    [road] dróg
    [settlement] osad
   *[city] miast
} do postawienia.
refusal-cannot-afford = Brakuje ci: { $missing }, aby { $what ->
    [road] zbudować drogę
    [settlement] zbudować osadę
    [city] zbudować miasto
   *[development_card] kupić kartę rozwoju
}.
refusal-deck-empty = Talia kart rozwoju jest pusta.
refusal-no-such-card = Nie masz karty { dev-card-name } do zagrania.
refusal-card-bought-this-turn = Kartę { dev-card-name } kupiłeś(-aś) w tej turze; zagrasz ją od następnej tury.
refusal-already-played-card = W tej turze już zagrałeś(-aś) kartę rozwoju.
refusal-no-road-possible = Nigdzie nie możesz zbudować drogi.
refusal-bank-lacks = W banku nie ma już surowca: { resource-name }.
refusal-bank-short = W banku zostało tylko: { resource-name } ×{ $has }.
refusal-robber-must-move = Złodziej musi przejść na inne pole niż { $hex }.
refusal-friendly-robber = { $name } ma najwyżej 2 punkty i przyjazny złodziej chroni tego gracza; wybierz inne pole.
refusal-victim-required = Wybierz, kogo okraść: { $names }.
refusal-not-a-victim = { $name } nie ma budynku przy polu { $hex }, więc nie możesz go tam okraść.
refusal-victim-has-no-cards = { $name } nie ma kart do ukradzenia.
refusal-nobody-to-rob = Przy polu { $hex } nie ma nikogo do okradzenia.
refusal-steal-from-self = Nie możesz okraść samego siebie.
refusal-stolen-card-not-held = { $name } nie ma surowca { resource-name }, więc to nie może być skradziona karta.
refusal-missing-stolen-card = Nie wylosowano skradzionej karty.
refusal-not-enough-cards = Masz tylko: { resource-name } ×{ $has }.
refusal-empty-trade-side = Wybierz co najmniej jedną kartę do oddania i jedną do otrzymania.
refusal-same-resource-both-sides = Ten sam surowiec nie może być po obu stronach wymiany ({ resource-name }).
refusal-bank-trade-units = Po twoich kursach za { $give } dostaniesz z banku { $units ->
    [one] { $units } kartę
    [few] { $units } karty
   *[many] { $units } kart
}, a nie { $asked }.
refusal-bad-bank-rate = Surowiec { resource-name } wymieniasz z bankiem { $rate }:1, więc oddaj wielokrotność { $rate }.
refusal-trade-not-now = Handel jest możliwy tylko po rzucie, w twojej fazie akcji.
refusal-no-open-offer = Nie ma otwartej oferty wymiany.
refusal-not-addressed = Ta oferta nie jest skierowana do ciebie.
refusal-trade-with-self = Nie możesz handlować sam(a) ze sobą.
refusal-not-the-offerer = Zrobić to z wymianą może tylko gracz, którego jest tura.
refusal-partner-not-ready = { $name } nie przyjął(-ęła) twojej oferty ani nie złożył(a) kontroferty.
refusal-partner-lacks-cards = { $name } nie ma już kart do tej wymiany.
refusal-nobody-addressed = Oferta musi być skierowana do co najmniej jednego innego gracza.
refusal-no-cards-in-setup = Podczas rozstawienia nie zagrywa się kart rozwoju.
refusal-victory-point-not-playable = Kart punktów zwycięstwa nigdy się nie zagrywa; liczą się same.
refusal-no-such-hex = Na tej wyspie nie ma pola { $hex }.
refusal-no-such-intersection = Na tej wyspie nie ma skrzyżowania { $at }.
refusal-no-such-path = { $at } nie jest odcinkiem na tej wyspie: te dwa skrzyżowania nie sąsiadują.
refusal-special-build-not-in-game = Specjalna faza budowy jest tylko w grze 5 lub 6 graczy.
refusal-special-build-own-turn = To twoja tura: buduj teraz, zamiast prosić o specjalną fazę budowy.
refusal-special-build-not-now = O specjalną fazę budowy możesz prosić tylko w turze innego gracza, po rozstawieniu.
refusal-special-build-already-asked = W tej turze już poprosiłeś(-aś) o specjalną fazę budowy.
refusal-special-build-not-asked = W tej turze nie prosiłeś(-aś) o specjalną fazę budowy.
refusal-no-trade-in-special-build = W specjalnej fazie budowy tylko się buduje i kupuje: bez wymian.
refusal-special-build-paired-turns = Przy tym stole gra się turami w parach: bez specjalnej fazy budowy; budujesz jako osadnik 2 w swojej części tury.
refusal-settler-two-trades-with-the-bank = Jako osadnik 2 handlujesz tylko z bankiem i portami, nie z innymi graczami.
refusal-no-cards-in-special-build = W specjalnej fazie budowy nie zagrywa się kart rozwoju.
refusal-special-build-only-builds = W specjalnej fazie budowy możesz tylko budować i kupować karty rozwoju, a potem spasować.
refusal-undo-off = Cofanie jest wyłączone przy tym stole.
refusal-undo-limit = Nie masz już cofnięć: każdy gracz ma ich w tej grze { $count }.
refusal-nothing-to-undo = Nie masz czego cofnąć: cofnąć można tylko własne budowy i wymiany z bankiem od ostatniego rzutu, karty, kradzieży, wymiany z graczem lub końca tury.

## Co gracz słyszy o własnym ruchu (prywatnie: w języku klikającego)

refused-no-game-here = Na tym kanale nie ma otwartej gry. Zacznij ją poleceniem `/catan { name-new }`.
refused-no-game-here-thread = Na tym kanale nie ma otwartej gry. `/catan { name-new }` otworzy ją we własnym wątku (na samym kanale nie mogę grać: brakuje mi uprawnień { $permissions }).
refused-no-game-cannot = Na tym kanale nie ma otwartej gry i nie mogę jej tu poprowadzić: brakuje mi uprawnień { $permissions }. Administrator serwera może { $count ->
    [one] je nadać
   *[other] je nadać
} w ustawieniach kanału.
refused-game-gone = Ta gra już nie istnieje.
refused-not-seated = Nie grasz w tej grze.
refused-not-started = Gra jeszcze się nie zaczęła.
refused-over = Gra się skończyła.
refused-turn-over = Ta tura już minęła.
refused-special-build-over = Ta specjalna faza budowy już minęła.
refused-part-over = Ta część tury już minęła.
refused-offer-closed = Ta oferta jest zamknięta.
refused-store = Niestety, nie udało się teraz odczytać gry; nic się nie zmieniło. Spróbuj jeszcze raz.
setup-players = W grze bierze udział od 2 do 6 graczy, nie { $count }.
setup-points-to-win = Punkty potrzebne do wygranej muszą wynosić od 5 do 20, nie { $count }.
setup-discard-limit = Limit odrzucania musi wynosić od 7 do 20 kart, nie { $count }.
setup-undo-limit = Każdy gracz może mieć najwyżej { $most } cofnięć, nie { $count }.
setup-first-player = Pierwszy gracz musi zajmować jedno z { $players } miejsc, nie miejsce { $seat }.
setup-dev-deck = Talia kart rozwoju musi zawierać dokładnie { $cards } kart gry.
setup-board-size = Gra dla { $players } graczy toczy się na planszy z { $want } pól, nie z { $got }.
setup-beginner-map-on-large-island = Mapa dla początkujących jest przeznaczona dla 2 do 4 graczy; gra dla 5–6 graczy używa losowej mapy.
setup-sevens-without-deck = Zrównoważone siódemki pochodzą z talii zrównoważonych kości: wybierz też zrównoważone kości.
setup-paired-needs-five = Tury w parach są dla 5 lub 6 graczy, nie dla { $count }.
setup-explicit-board-tiles = Gra dla 5–6 graczy potrzebuje stałej planszy z 30 pól, nie z { $got }.
error-nothing-changed = Niestety, coś poszło nie tak po naszej stronie; nic się nie zmieniło. Spróbuj jeszcze raz.
error-shown-later = Twój ruch został wykonany, ale coś poszło nie tak przy jego pokazaniu; stół zaraz to nadrobi.
text-missing = Niestety, bot nie ma tekstu dla tej wiadomości; nic się nie zmieniło.
refused-not-in-progress = Gra już się nie toczy.
refused-user-not-seated = { $name } nie gra w tej grze.
refused-unknown-button = Ten przycisk należy do czegoś, czego już nie znam.
refused-unknown-form = Ten formularz należy do czegoś, czego już nie znam.
refused-lobby-gone = Ta poczekalnia już nie istnieje.
refused-choose-option = Wybierz jedną z opcji.
nothing-discard-first = Najpierw odrzuć karty (**{ $button }**).
nothing-to-build = Teraz nic nie zbudujesz: porównaj swoje karty (**{ $button }**) z kosztami w `/catan { name-rules }`.
nothing-to-play = Teraz nie możesz zagrać żadnej karty rozwoju: jedna karta na turę i nigdy kupiona w tej turze.
nothing-to-trade = Teraz nie możesz handlować.
nothing-robber-move = Teraz nie możesz przesunąć złodzieja.
move-name = { $move ->
    [place_settlement] osada
    [build_settlement] osada
    [place_road] droga
    [build_road] droga
    [roll] rzut
    [discard] odrzucenie kart
    [move_robber] ruch złodzieja
    [build_city] miasto
    [buy_dev_card] kupno karty rozwoju
    [play_knight] Rycerz
    [play_road_building] Budowa dróg
    [play_year_of_plenty] Wynalazek
    [play_monopoly] Monopol
    [bank_trade] wymiana z bankiem
    [offer_trade] oferta wymiany
    [accept_trade] przyjęcie
    [decline_trade] odmowa
    [counter_trade] kontroferta
    [confirm_trade] wymiana
    [cancel_trade] wycofanie oferty
    [end_turn] koniec tury
    [ask_special_build] prośba o budowę między turami
    [withdraw_special_build] wycofanie prośby o budowę między turami
   *[undo] cofnięcie
}
move-refused = Ruch niewykonany: { move-name }. { $why }
move-not-made = Ruch niewykonany: { move-name }, bo { $why }. { $again }
why-kept-changing = stół zmieniał się, gdy klikałeś(-aś); najpierw na niego spójrz
why-restarting = bot uruchamia się ponownie
why-not-saved = nie udało się teraz zapisać zapisu gry, więc nic się nie zmieniło
why-click-unconfirmed = Discord nie potwierdził twojego kliknięcia
again-click = Kliknij jeszcze raz **{ $label }**.
again-click-later = Kliknij jeszcze raz **{ $label }** za minutę.
again-it = Kliknij to jeszcze raz.
again-it-later = Kliknij to jeszcze raz za minutę.
again-send = Wyślij to jeszcze raz.
again-send-later = Wyślij to jeszcze raz za minutę.
again-command = Użyj jeszcze raz `/{ $command }`.
again-command-later = Użyj jeszcze raz `/{ $command }` za minutę.
move-restarting = Bot uruchamia się ponownie: twój ruch ({ move-name }) zostanie za chwilę wykonany albo dowiesz się, dlaczego nie.
move-done = Gotowe.
move-maybe-not-made = Twój ruch ({ move-name }) mógł nie zostać wykonany: coś poszło nie tak po naszej stronie. Jeśli stół go nie pokazuje, spróbuj jeszcze raz.
move-recovered-made = Ruch wykonany: { move-name }. Bot w tym czasie uruchomił się ponownie.
move-recovered-refused = Ruch niewykonany: { move-name }. Bot w tym czasie uruchomił się ponownie. { $why }
move-recovered-kept-changing = Ruch niewykonany: { move-name }. Bot w tym czasie uruchomił się ponownie, a stół się zmieniał. Spójrz na niego i spróbuj jeszcze raz.
move-made-not-shown = Twój ruch jest wykonany. { $why }
# Discord's permissions, as each language's Discord names them.
perm-view-channel = Wyświetlanie kanału
perm-send-messages = Wysyłanie wiadomości
perm-send-in-threads = Wysyłanie wiadomości w wątkach
perm-create-threads = Tworzenie wątków publicznych
perm-attach-files = Załączanie plików
perm-read-history = Czytanie historii wiadomości
cannot-show-missing = Nie mogę pokazać tego przy stole: brakuje mi tu uprawnień: { $permissions }. Gra czeka, nic nie przepada; administrator serwera może { $count ->
    [one] przywrócić to uprawnienie
    [few] przywrócić te uprawnienia
   *[many] przywrócić te uprawnienia
}.
cannot-see-channel = Nie widzę już tego kanału (brak **{ perm-view-channel }**); gra czeka, nic nie przepada. Administrator serwera może przywrócić to uprawnienie.
cannot-post = Brakuje mi uprawnienia do pisania tutaj (**{ perm-send-messages }**, **{ perm-send-in-threads }** lub **{ perm-attach-files }**); gra czeka, nic nie przepada. Administrator serwera może przywrócić to uprawnienie.
private-bought = Kupiłeś(-aś) kartę { dev-card-name }.
private-stole = Ukradłeś(-aś) graczowi { $name }: { resource-name } ×1.
sbp-asked-answer = Prośba o specjalną fazę budowy przyjęta: gdy { $owner } zakończy turę, możesz budować i kupować karty rozwoju (bez handlu i zagrywania kart). Aby wycofać prośbę, kliknij ponownie **{ $button }**.
sbp-withdrawn-answer = Wycofałeś(-aś) prośbę: po turze gracza { $owner } nie będzie dla ciebie specjalnej fazy budowy.

## Wybory i formularze tury (prywatnie: w języku klikającego)

btn-more = Dalej ▶
btn-previous = ◀ Wstecz
chooser-part = { $title } ({ $part } z { $parts })
terrain-name = { $terrain ->
    [forest] las
    [pasture] pastwisko
    [fields] pole
    [hills] wzgórza
    [mountains] góry
   *[desert] pustynia
}
place-pips = { $pips ->
    [one] { $pips } oczko
    [few] { $pips } oczka
   *[many] { $pips } oczek
}
place-tile = { terrain-name } { $number }
place-intersection = { $tiles } · { place-pips }
place-intersection-harbor = { $tiles } · { place-pips } · port 3:1
place-intersection-special-harbor = { $tiles } · { place-pips } · port 2:1 ({ resource-name })
place-city = { $at } · { -city } · { $place }
place-path = { $path } · w stronę { $place }
place-hex = { $hex } · { terrain-name } { $number } · { place-pips }
place-hex-desert = { $hex } · { terrain-name }
place-hex-rob = { $place } · okradnij: { $names }
place-hex-nobody = { $place } · nie ma kogo okraść
chooser-place-settlement = Postaw osadę
chooser-place-road = Postaw drogę
chooser-build-road = Zbuduj drogę ({ -brick } ×1, { -lumber } ×1)
chooser-build-settlement = Zbuduj osadę ({ -brick }, { -lumber }, { -wool }, { -grain })
chooser-build-city = Zbuduj miasto ({ -grain } ×2, { -ore } ×3)
chooser-build-where = Gdzie? Każde miejsce, w którym możesz budować, jest zakreślone i oznaczone swoim numerem.
chooser-build-where-paged = Gdzie? Każde miejsce, w którym możesz budować, jest zakreślone i oznaczone swoim numerem. (część { $page } z { $pages } wyspy)
close-up-part = 🔍 Wyspa w tej chwili, część { $page } z { $pages }.
build-not-a-path = „{ $at }” nie jest odcinkiem; zapisz go jak 12-13.
build-not-an-intersection = „{ $at }” nie jest skrzyżowaniem; podaj liczbę od 1 do { $last }.
robber-not-a-hex = „{ $hex }” nie jest polem; podaj literę od A do { $last }.
robber-nobody-there = Przy polu { $hex } nie ma kogo okraść: zostaw `{ optname-robber-victim }` puste.
robber-can-steal-from = Przy polu { $hex } możesz okraść: { $names }.
robber-choose-victim = Wybierz w `{ optname-robber-victim }`, kogo okraść przy polu { $hex }: { $names }.
nobody-called = Nikt o imieniu „{ $name }” nie siedzi przy tym stole.
robber-cannot-rob = Gracza { $name } nie można tam okraść.
robber-placeholder = Przesuń złodzieja na…
robber-where = Dokąd idzie złodziej?
robber-choose-hex = Wybierz pole.
robber-cannot-go = Złodziej nie może teraz tam pójść.
btn-steal-from = Okradnij: { $name }
robber-whom = Pole { $hex }: kogo okradasz?
victim-choice = { $name } · { $cards ->
    [one] { $cards } karta
    [few] { $cards } karty
   *[many] { $cards } kart
}
victim-choice-at = { victim-choice } · pole { $hexes }
discard-placeholder = Ile każdego surowca: razem kart { $count }
btn-type-cards = Wpisz karty…
discard-chooser = Masz: { $hand }. Wybierz, ile każdego surowca odrzucasz, razem kart: { $count } (jeden wybór na surowiec).
discard-already-in = Twoje karty są już odrzucone: stół czeka na karty od: { $names }.
discard-not-owed = Nie musisz odrzucać kart (limit kart nie został przekroczony): stół czeka na karty od: { $names }.
discard-form-title = Odrzuć karty: { $count }
discard-form-field = Karty do odrzucenia (np. 2 { -brick }, 1 { -ore })
trade-bank-option = Daj { $give }, weź { $get }
btn-offer-to-players = Zaproponuj graczom…
trade-bank-placeholder = Wymiana z bankiem (twój najlepszy kurs)
trade-chooser = Wymień z bankiem albo zaproponuj wymianę przy stole.
trade-chooser-no-bank = { $why } Możesz zaproponować wymianę graczom.
offer-form-title = Zaproponuj wymianę
offer-form-give = Dajesz (np. 1 { -brick }, 1 { -wool })
offer-form-get = Dostajesz (np. 1 { -ore })
offer-form-to = Do (imię gracza; puste: wszyscy)
counter-own = Nie możesz złożyć kontroferty na własną ofertę; wycofaj ją i złóż nową.
counter-form-title = Kontroferta
counter-form-give = Dajesz
counter-form-get = Dostajesz
bank-none-left = Nie możesz teraz wymienić z bankiem: nie ma już kart do wydania za: { $resources }.
bank-need = Nie możesz teraz wymienić z bankiem: potrzebujesz { $need }, a masz { $held }.
bank-need-harbors = { $each } ({ $count ->
    [one] twój port 2:1
   *[other] twoje porty 2:1
}: { $names })
bank-need-three = 3 karty jednego surowca (twój port 3:1)
bank-need-three-other = 3 karty innego surowca (twój port 3:1)
bank-need-no-harbor = { $rate } karty jednego surowca (nie masz portu)
bank-need-other = { $rate } karty innego surowca
bank-held-nothing = żadnych kart surowców
cards-name-resource = Podaj w `{ optname-play-resource }` surowiec, którego żądasz.
cards-name-two = Podaj w `{ optname-play-resource }` i `{ optname-play-resource2 }` dwie karty, które bierzesz.
btn-play-card = Zagraj: { dev-card-name }
cards-monopoly-on = Monopol: { resource-name }
cards-yop-placeholder = Wynalazek: weź dwie karty
cards-monopoly-placeholder = Monopol: wskaż surowiec
cards-none = Nie masz karty rozwoju do zagrania.
cards-which = Która karta?
cards-bad-count = „{ $count }” nie jest liczbą kart.
cards-expected-resource = Po „{ $count }” brakuje surowca.
cards-not-a-resource = „{ $word }” nie jest surowcem ({ -brick }, { -lumber }, { -wool }, { -grain }, { -ore }).

## Plansza i wykresy gry (w języku stołu; plansza przy prywatnym wyborze w języku członka)

board-setup = Rozstawienie
board-game-over = Koniec gry
board-turn = Tura { $turn }
board-build-spots = Miejsca dla { $name }:
board-spots-settlements = { $count ->
    [one] { $count } osada
    [few] { $count } osady
   *[many] { $count } osad
}
board-spots-cities = { $count ->
    [one] { $count } miasto
    [few] { $count } miasta
   *[many] { $count } miast
}
board-spots-roads = { $count ->
    [one] { $count } droga
    [few] { $count } drogi
   *[many] { $count } dróg
}
board-spots-none = teraz nigdzie
board-last-roll = Ostatni rzut
board-no-roll = Jeszcze bez rzutu
board-bank = Bank
board-deck = Karty rozw. { $count }
board-cards = Karty
board-dev-cards = Rozw.
board-knights = Rycerze
board-road = Droga
board-vp = PZ
board-status-road = { $name } stawia drogę
board-status-settlement = { $name } stawia osadę
board-status-roll = { $name } rzuca kośćmi
board-status-discards = Czekamy na odrzucenie kart
board-status-robber = { $name } przesuwa złodzieja
board-status-main = { $name } buduje i handluje
board-status-free-roads = { $name } stawia darmowe drogi
board-status-special-build = { $name }: budowa specjalna
board-status-won = { $name } wygrywa!
board-status-nobody-won = Nikt nie wygrał
board-badge-vp-cards = { $count ->
    [one] { $count } karta PZ
    [few] { $count } karty PZ
   *[many] { $count } kart PZ
}
board-badge-discards = Odrzuca { $count }
board-badge-special-build = Budowa specjalna
board-badge-longest-road = Najdłuższa droga
board-badge-largest-army = Największa armia
chart-player = Gracz { $seat }
chart-won = { $name } wygrywa po { $turns } turach
chart-setup = Rozstawienie
chart-played = Rozegrane tury: { $turns }
chart-summary = { $players ->
    [one] { $players } gracz
    [few] { $players } graczy
   *[many] { $players } graczy
} · { $rolls ->
    [one] { $rolls } rzut
    [few] { $rolls } rzuty
   *[many] { $rolls } rzutów
} · { $trades ->
    [one] { $trades } wymiana
    [few] { $trades } wymiany
   *[many] { $trades } wymian
}
chart-points = Punkty zwycięstwa
chart-chances = Szansa na wygraną, tura po turze
chart-turn = tura
chart-dice = Wyrzucone i oczekiwane
chart-rolled = wyrzucone
chart-expected = oczekiwane
chart-cards = Karty graczy
chart-gained = otrzymane
chart-robbed = skradzione
chart-monopolized = zabrane Monopolem
chart-traded-away = oddane
chart-traded-for = wymienione
trend-unrated = Jeszcze brak ocenianych gier.
trend-change = { $games ->
    [one] { $change } w { $games } grze
   *[other] { $change } w grach: { $games }
}
trend-high = maks. { $value }
trend-low = min. { $value }

## Pozostałe polecenia i przyciski stołu (prywatnie: w języku pytającego)

refused-conflict = Ktoś inny zadziałał w tej samej chwili; spróbuj jeszcze raz.
refused-channel-busy = Na tym kanale jest już otwarta gra.
lobby-rematch-declined = { $name } odmawia rewanżu: miejsce jest wolne.
new-missing-permissions = Nie mogę tu prowadzić stołu: brakuje mi na tym kanale uprawnień: { $permissions }. Administrator serwera może { $count ->
    [one] je nadać
    [few] je nadać
   *[many] je nadać
} w ustawieniach kanału{ $fix }.
new-missing-fix-no-thread = { " " }(albo otwórz stół bez wątku: `/catan { name-new } { optname-new-thread }:False`)
new-missing-fix-thread = { " " }(stół we własnym wątku zadziała tutaj: `/catan { name-new }` bez `{ optname-new-thread }:False`)
new-missing-fix-also = { " " }(stół bez wątku potrzebowałby też: { $also })
new-thread-failed = Nie udało mi się tu otworzyć wątku; spróbuj `/catan { name-new } { optname-new-thread }:False`, aby grać na tym kanale.
watch-over = Ta gra się skończyła: nie ma już czego oglądać.
watch-plays = Grasz przy tym stole: każda jego wiadomość już jest twoja.
watch-watching = 👀 Oglądasz grę { $game } ({ $names }): każdy ruch pojawia się tu, gdy tylko zostanie wykonany. Widzowie nigdy nie widzą ręki ani karty.
watch-thread-added = Dodano cię do wątku stołu.
watch-thread-follow = Obserwuj wątek stołu, aby widzieć go na swojej liście.
watch-ping = 👀 Oglądasz grę { $game }: wiadomość o końcu gry cię oznaczy.
watch-stopped = Nie oglądasz już gry { $game }.
watch-not-watching = Nie oglądałeś(-aś) gry { $game }.
btn-watch-ping = Oznacz mnie na końcu
btn-unwatch = Przestań oglądać
board-reposted = Stół jest opublikowany ponownie poniżej.
board-repost-failed = Discord nie przyjął nowej publikacji; zaraz spróbuję ponownie.
log-unreadable = Niestety nie da się odczytać dziennika tej gry.
abandon-not-host = Tę grę może przerwać tylko gospodarz albo członek z uprawnieniem „Zarządzanie kanałami”.
abandon-too-late = Gra właśnie się skończyła; jej wynik zostaje.
no-game-here = Na tym kanale nie ma gry { $game }.
export-not-over = Zapis jest dostępny, gdy gra się skończy (albo dla członków z uprawnieniem „Zarządzanie kanałami”).
export-record = Zapis gry { $game }.
notify-dm-on = **Twoje tury:** oznaczenie na kanale stołu i wiadomość prywatna z linkiem do wiadomości tury.
notify-dm-off = **Twoje tury:** oznaczenie na kanale stołu (`/catan { name-notify } { optname-notify-dm }:True` dodaje wiadomość prywatną z linkiem).
notify-dm-refused = Discord odrzucił ostatnią (twoje wiadomości prywatne z tego serwera mogą być zamknięte): żadna nie zostanie wysłana, dopóki nie włączysz ich ponownie przez `{ optname-notify-dm }:True`.
notify-quiet = **Godziny ciszy:** { $hours }: wtedy bez wiadomości prywatnych, tylko oznaczenie na kanale, a twój zegar tury stoi.
notify-quiet-now = Teraz masz godziny ciszy.
notify-next-on = **Uprzedzenie:** wiadomość prywatna, gdy gracz przed tobą zacznie turę.
notify-next-off = **Uprzedzenie:** brak (`{ optname-notify-next }:True` wysyła wiadomość prywatną, gdy gracz przed tobą zacznie turę).
notify-quiet-none = **Godziny ciszy:** brak (`{ optname-notify-quiet }:22-7 { optname-notify-time_zone }:Europe/Warsaw` je ustawia).
dm-turn = 🎲 Twoja tura w { $channel } (Catan, gra { $game }): { $link }
dm-turn-what = { $what }: { $link }
dm-heads-up = ⏭ { $name } zaczął turę { $turn }; twoja jest następna · { $game }: { $link }
dm-refused = Nie mogłem wysłać ci wiadomości prywatnej o twojej turze: Discord ją odrzucił (twoje wiadomości prywatne z tego serwera mogą być zamknięte). Twoje tury nadal oznaczają cię na kanale. Gdy na nie pozwolisz, `/catan { name-notify } { optname-notify-dm }:True` znów włączy wiadomości.
quiet-hours-bad = Godziny ciszy to dwie godziny doby, np. `22-7` (od 22:00 do 7:00), albo `off`.
quiet-hours-empty = Godziny ciszy potrzebują różnego początku i końca.
quiet-zone-unknown = Nie znam strefy czasowej `{ $zone }`: podaj nazwę jak `Europe/Warsaw` czy `America/New_York`, albo `UTC`.

## Między grami: statystyki, ranking, historia i podsumowanie gry (prywatnie: w języku pytającego)

stats-none-server = Na tym serwerze nie skończyła się jeszcze żadna gra, więc nie ma statystyk. `/catan { name-new }` otwiera stół.
stats-turn-time = **Czas na turę:** { $median } (najdłużej { $longest })
stats-none-you = Nie skończyłeś(-aś) jeszcze gry na tym serwerze: twoje statystyki zaczną się od pierwszej skończonej gry. `/catan { name-new }` otwiera stół.
stats-none-them = { $name } nie skończył(a) jeszcze gry na tym serwerze.
stats-head = **📊 { $name }** na tym serwerze
stats-games = 🎲 Skończone gry: { $games } · zwycięstwa: { $wins } ({ $rate }%) · średnio { $points } pkt na grę
stats-rating = 📈 Ranking **{ $rating }**{ $trend ->
    [last] { " " }({ $change } w ostatnich grach: { $count })
    [all] { " " }({ $change } w grach: { $count })
   *[none] {""}
}{ $more ->
    [0] {""}
   *[other] ; do rankingu brakuje skończonych gier: { $more }
}
stats-no-change = bez zmian
stats-unrated = 📈 Ranking: jeszcze nie obliczony.
stats-favourite-first = { resource-name } ({ $count } z { $games })
stats-favourite = { resource-name } ({ $count })
stats-favourites = 🏠 Pierwsza osada najczęściej obok: { $list }.
stats-longest-road = 🛣️ Najdłuższa droga: { $length ->
    [one] { $length } droga
    [few] { $length } drogi
   *[many] { $length } dróg
} (gra { $game }).
btn-next = Dalej ▶
leaderboard-short = Masz tu skończone gry: { $games }; brakuje jeszcze { $more ->
    [one] { $more } gry
    [few] { $more } gier
   *[many] { $more } gier
}, a będziesz w rankingu.
leaderboard-empty = Na tym serwerze nie skończyła się jeszcze żadna gra: ranking zapełnia się w miarę kończenia gier. `/catan { name-new }` otwiera stół.
leaderboard-nobody = Nikt na tym serwerze nie skończył jeszcze { $min } gier: gracz pojawia się w rankingu po { $min } skończonych grach.
leaderboard-head = **🏆 Ranking** — według punktacji; gracze z co najmniej { $min } skończonymi grami na tym serwerze.
leaderboard-line = { $rank } { $name } — **{ $rating }** · gry: { $games } · zwycięstwa: { $wins }
leaderboard-line-you = { leaderboard-line } ← ty
leaderboard-foot = Strona { $page } z { $pages } · graczy: { $players }.
history-note-server = Na tym kanale nie skończyła się jeszcze żadna gra (stół we własnym wątku liczy się tam); oto gry całego serwera.
history-empty = Na tym serwerze nie skończyła się jeszcze żadna gra. `/catan { name-new }` otwiera stół.
history-head-channel = **📜 Skończone gry na tym kanale**, najnowsze najpierw
history-head-server = **📜 Skończone gry na tym serwerze**, najnowsze najpierw
history-foot = Strona { $page } z { $pages } · gry: { $games }. Przycisk gry daje jej zapis, film poklatkowy i wykresy.
btn-history-game = Gra { $game }
history-game = **Gra { $game }**
history-abandoned = przerwana
# A history line's other facts: when the game ended (Discord shows the time as "2 days ago"
# in the reader's language), its channel, its winner, and each player's points.
history-when = <t:{ $time }:R>
history-where = <#{ $channel }>
history-winner = 🏆 **{ $name }**
history-score = { $name } { $points }
recap-gone = Gra { $game } już nie istnieje.
recap-elsewhere = Gra { $game } była rozgrywana na innym serwerze.
recap-not-started = Gra { $game } nigdy się nie zaczęła: nie ma zapisu.
recap-head = **Gra { $game }**
recap-head-abandoned = **Gra { $game }** (przerwana)
recap-head-won = **Gra { $game }** — 🏆 wygrywa { $name }
recap-files = { $head }: jej zapis (każdy ruch, do zachowania lub sprawdzenia kości){ $files ->
    [both] , film poklatkowy i wykresy
    [timelapse] { " " }i film poklatkowy
    [charts] { " " }i wykresy
   *[none] {""}
}.
recap-missing = { $what ->
    [both] Niestety nie udało się zrobić filmu poklatkowego ani wykresów.
    [timelapse] Niestety nie udało się zrobić filmu poklatkowego.
   *[charts] Niestety nie udało się zrobić wykresów.
}

## /catan-hub games (prywatna odpowiedź, w języku pytającego)

games-head-yours = **Twój ruch** · stoły: { $count }
games-head-others = **Czekasz na innych** · stoły: { $count }
games-ai = 🤖 { $name } (SI) gra · { $game }
games-setup-settlement = 🏠 { $name } stawia osadę · { $game }
games-setup-road = 🛣️ { $name } stawia drogę · { $game }
games-roll = 🎲 { $name } musi rzucić kośćmi w turze { $turn } · { $game }
games-main = 🔨 { $name } rozgrywa turę { $turn } · { $game }
games-discard = 🃏 { $names } { $count ->
    [one] odrzuca
   *[other] odrzucają
} połowę kart · { $game }
games-robber = 🥷 { $name } musi przestawić złodzieja · { $game }
games-road-building = 🛣️ { $name } stawia darmowe drogi · { $game }
games-special-build = 🔨 Specjalna faza budowy: { $name } · { $game }
games-lobby = 🪑 Poczekalnia, zajęte miejsca: { $taken } z { $players } · { $game }
games-lobby-start = 🪑 { $name }, twój stół jest pełny: kliknij **{ btn-start }** · { $game }
games-lobby-rematch = 🔁 { $name }, rewanż? **{ btn-accept }** albo **{ btn-decline }** · { $game }
games-link = [Przejdź do stołu]({ $link })
games-server = **{ $name }**
games-turn-since = tura zaczęła się { $since }
games-lobby-since = otwarta { $since }
games-more = …i jeszcze { $count ->
    [one] jeden stół
    [few] { $count } stoły
   *[many] { $count } stołów
}: więcej, niż mieści jedna wiadomość.
games-none = Nie masz teraz miejsca przy żadnym stole. `/catan { name-new }` otwiera stół na kanale, a **{ btn-join }** w poczekalni daje ci miejsce.

## /catan fair (prywatna odpowiedź, w języku pytającego)

fair-explained = **Uczciwe kości** — jak każdy może sprawdzić szczęście tego stołu.
    Zanim ktokolwiek dołączy, bot ustala tajne ziarno i pokazuje jego odcisk (skrót SHA-256) w poczekalni. Na starcie domieszuje to, czego wcześniej nikt nie znał: numer gry, identyfikator Discorda kliknięcia **{ btn-start }** i siedzących graczy. Wszystko, co losowe w grze (losowa mapa, kto zaczyna, talia kart rozwoju, każdy rzut, każda skradziona karta), wynika z nich, każdy rodzaj liczony we własnym strumieniu. Gdy gra się skończy, wygrana lub przerwana, ziarno zostaje pokazane, a każdy może sprawdzić na zapisie gry (`/catan { name-export }`), że pasuje do odcisku i że każde losowanie z niego pochodzi: robi to program sprawdzający bota na dowolnym komputerze, bez bota.
    {"**"}Co to dowodzi:** od otwarcia poczekalni nikt (także operator bota) nie mógł wybrać nikomu rzutu, karty ani kradzieży, ani zmienić ich później tak, by sprawdzenie tego nie wskazało.
    {"**"}Czego nie dowodzi:** bot zna ziarno podczas gry, więc nieuczciwy serwer mógłby podejrzeć przyszłe rzuty albo odrzucać poczekalnie, aż któraś mu się spodoba (każda poczekalnia pokazuje własny odcisk). Miejsca SI nigdy tego nie robią: widzą tylko własną rękę i stół, tak jak ty.
fair-check-before = Gra { $game } zaczęła się przed uczciwymi kośćmi: jej losowań nie da się tak sprawdzić.
fair-check-fingerprint = Gra { $game }: odcisk to `{ $fingerprint }`.
fair-check-entropy = Domieszane na starcie: `{ $entropy }`.
fair-check-entropy-later = Start domiesza swoją losowość.
fair-check-seed = Ziarno, ujawnione: `{ $seed }`.
fair-check-seed-later = Ziarno zostanie ujawnione na końcu gry.
fair-check-balanced = Wyważone kości: rzuty są rozdawane z potasowanych talii 36 wyników dwóch kości, { $deal } z każdej talii.
fair-howto = Jak samemu sprawdzić zapis gry, krok po kroku: { $url }
fair-howto-none = Aby sprawdzić zapis, zapytaj osobę, która prowadzi tego bota: może go sprawdzić za ciebie albo dać ci program do sprawdzania.

## /catan hint (prywatna odpowiedź, w języku pytającego): co zrobić i dlaczego

do-place-settlement = Postaw osadę na { $at }
do-place-road = Postaw drogę na { $at }
do-roll = Rzuć kośćmi
do-discard = Odrzuć: { $cards }
do-robber = Przesuń złodzieja na pole { $hex }{ $detail }
do-robber-steal = Przesuń złodzieja na pole { $hex }{ $detail } i okradnij gracza { $name }
do-free-road = Zbuduj darmową drogę na { $at }
do-road = Zbuduj drogę na { $at }
do-settlement = Zbuduj osadę na { $at }
do-city = Zbuduj miasto na { $at }
do-buy = Kup kartę rozwoju
do-knight = Zagraj kartę { dev-card-name }
do-play = Zagraj kartę { dev-card-name }
do-year-of-plenty = Zagraj kartę { dev-card-name } i weź: { $cards }
do-monopoly = Zagraj kartę { dev-card-name } na surowiec { resource-name }
do-bank = Wymień z bankiem { $give } na { $get }
do-offer = Zaproponuj { $give } za { $get }; do: { $to }
do-accept = Przyjmij ofertę gracza { $name }
do-decline = Odrzuć ofertę gracza { $name }
do-counter = Złóż kontrofertę graczowi { $name }: { $give } za { $get }
do-confirm = Potwierdź wymianę z graczem { $name }
do-withdraw = Wycofaj swoją ofertę
do-end-special = Zakończ swoją specjalną fazę budowy
do-end = Zakończ turę
do-ask-special = Poproś o specjalną fazę budowy
do-withdraw-special = Wycofaj prośbę o specjalną fazę budowy
do-undo = Cofnij swoją ostatnią budowę lub wymianę z bankiem
hint-over-won = Gra się skończyła: wygrywa { $name }
hint-over = Gra się skończyła
hint-not-your-turn = Teraz tura gracza { $name }, nie twoja
hint-not-your-special-build = Teraz specjalna faza budowy gracza { $name }, nie twoja
hint-waiting-discards = Czekamy, aż { $names } odrzucą karty
hint-offer-answered = Odpowiedziałeś(-aś) już na ofertę gracza { $name }; teraz decyduje { $name }
hint-waiting-answers = Twoja oferta czeka na odpowiedź: { $names }
hint-no-move = { $reason }.
hint-unreadable = Niestety nie udało mi się znaleźć podpowiedzi dla tej pozycji.
hint-footer = 💡 { $line }
    -# Wybór silnej SI na twoim miejscu, na podstawie tego, co widzisz; widzisz to tylko ty.
hint-line = { $head }: { $reason }.
hint-line-bare = { $head }.
hint-toward = w stronę { $place }
hint-terms = dajesz { $give }, dostajesz { $get }
hint-hex = { terrain-name } { $number } · { place-pips }
hint-goal = { $goal ->
    [city] miasto
    [settlement] osadę
    [road] drogę
   *[dev] kartę rozwoju
}
hint-goal-short = { $goal ->
    [city] miasta
    [settlement] osady
    [road] drogi
   *[dev] karty rozwoju
}
hint-then-pay = wtedy stać cię na: { $goals }
hint-then-short = wtedy do { hint-goal-short } brakuje ci: { $missing }
hint-if-accepted-pay = jeśli ktoś przyjmie, stać cię na: { $goals }
hint-if-accepted-short = jeśli ktoś przyjmie, do { hint-goal-short } brakuje ci: { $missing }
hint-only-move = to twój jedyny ruch
hint-end-or-offer = za swoje karty nic teraz nie zbudujesz ani nie kupisz; możesz jeszcze najpierw zaproponować innym wymianę
hint-wins = tym wygrywasz grę
hint-first = pierwszy raz: { $resources }
hint-richest = żadne wolne miejsce nie ma więcej oczek
hint-richer = tylko { $count ->
    [one] { $count } wolne miejsce ma
    [few] { $count } wolne miejsca mają
   *[many] { $count } wolnych miejsc ma
} więcej oczek
hint-city = miasto tam daje dwa razy więcej: +{ $pips } oczek
hint-longest-road = zdobywasz Najdłuższą drogę handlową ({ $length })
hint-settlement-next = potem osada może stanąć na { $at }
hint-heads-for = prowadzi w stronę miejsca na osadę na { $at }
hint-robber-none = złodziej nie blokuje żadnego twojego pola
hint-robber-only = złodziej blokuje tylko twoje pole { $hex }
hint-keep-pays = zostaje ci { $kept }, co wystarcza na: { $goals }
hint-keep-short = zostaje ci { $kept }, a do { hint-goal-short } brakuje: { $missing }
hint-keep = zostaje ci { $kept }
hint-blocks = blokuje: { $names }
hint-victim = { $name } ma karty: { $cards }, punkty: { $points }
hint-unseen = z { $total } kart, których nie widziałeś(-aś): rycerze: { $knights }, punkty zwycięstwa: { $vps }
hint-largest-army = zdobywasz Największą armię rycerską (rycerze: { $knights })
hint-robber-yours = złodziej blokuje twoje pole { $hex }
hint-knight-steal = potem przesuwasz złodzieja i kradniesz kartę
hint-free-roads = budujesz za darmo drogi: { $count }
hint-monopoly = pozostali mają razem: { resource-name } ×{ $count }
hint-close-to-winning = { $name } ma punkty: { $points } i jest blisko zwycięstwa
hint-not-held = nie masz: { $cards }
hint-no-closer = nie przybliża żadnej twojej budowy
hint-nobody-took = nikt jej nie przyjął
hint-no-answer-closer = żadna odpowiedź nie przybliża budowy
hint-cannot-pay = nie stać cię na nic; do { hint-goal-short } brakuje ci: { $missing }
hint-save-up = oszczędzaj: do { hint-goal-short } brakuje ci: { $missing }
hint-nothing-worth = nic, na co cię stać, nie opłaca się teraz
hint-chance = Twoja szansa na wygraną: teraz { $now }%, po tym ruchu { $after }%
hint-chance-rival = ; następny najlepszy, { $rival }: { $pct }%
hint-chance-now = Twoja szansa na wygraną teraz: { $now }%.
hint-no-offer = nic nie oferować

## Podpolecenia tak, jak się je wpisuje (małe litery, cyfry, - i _; najwyżej 32)

name-new = nowa
name-join = dołącz
name-leave = opuść
name-start = start
name-build = buduj
name-roll = rzuć
name-buy = kup
name-play = zagraj
name-robber = złodziej
name-discard = odrzuć
name-trade = wymiana
name-bank = bank
name-end = koniec
name-hand = ręka
name-board = plansza
name-log = dziennik
name-rules = zasady
name-abandon = porzuć
name-export = eksport
name-fair = uczciwość
name-hint = podpowiedź
name-stats = statystyki
name-leaderboard = ranking
name-history = historia
name-notify = powiadomienia
name-hub-games = stoły
name-hub-season = sezon
name-hub-season-start = rozpocznij
name-hub-season-end = zakończ
name-hub-season-standings = wyniki
optname-hub-season-start-name = nazwa
optname-hub-season-start-length = długość
name-hub-tournament = turniej
name-hub-tournament-create = utwórz
name-hub-tournament-start = rozpocznij
name-hub-tournament-leave = opuść
name-hub-tournament-remove = usuń
name-hub-tournament-abandon = przerwij
name-hub-tournament-standings = klasyfikacja
optname-hub-tournament-create-name = nazwa
optname-hub-tournament-create-rounds = rundy
optname-hub-tournament-create-final_table = stół_finałowy
optname-hub-tournament-create-points = punkty
optname-hub-tournament-create-turn_timer = czas_tury
optname-hub-tournament-remove-player = gracz
optname-hub-tournament-abandon-table = stół
optname-leaderboard-season = sezon

## Opcje tak, jak się je wpisuje

optname-new-players = gracze
optname-new-map = mapa
optname-new-build_phase = faza_budowy
optname-new-points = punkty
optname-new-discard_limit = limit_odrzucania
optname-new-friendly_robber = przyjazny_złodziej
optname-new-balanced_dice = wyważone_kości
optname-new-balanced_sevens = wyważone_siódemki
optname-new-undos = cofnięcia
optname-new-turn_timer = czas_tury
optname-new-thread = wątek
optname-new-language = język
optname-build-what = co
optname-build-at = gdzie
optname-play-card = karta
optname-play-resource = surowiec
optname-play-resource2 = surowiec2
optname-robber-hex = pole
optname-robber-victim = ofiara
optname-discard-brick = glina
optname-discard-lumber = drewno
optname-discard-wool = wełna
optname-discard-grain = zboże
optname-discard-ore = ruda
optname-trade-give = daj
optname-trade-get = weź
optname-trade-to = do
optname-bank-give = daj
optname-bank-get = weź
optname-bank-amount = ilość
optname-export-game = gra
optname-fair-game = gra
optname-stats-player = gracz
optname-history-scope = zakres
optname-notify-dm = pw
optname-notify-next = nastepny
optname-notify-quiet = cisza
optname-notify-time_zone = strefa_czasowa

## My review (the game-over message and /catan history)
btn-my-review = Moja analiza
btn-history-review = Analiza { $game }
review-head = 🔍 Twoja analiza gry { $game }: trzy ruchy, które kosztowały cię najwięcej, według modelu szans na wygraną (widzisz to tylko ty).
review-move = { $n }. Tura { $turn }: zagrałeś { $played } ({ $chance }%); SI zagrałaby { $best } ({ $best_chance }%).
review-move-setup = { $n }. Rozstawienie: zagrałeś { $played } ({ $chance }%); SI zagrałaby { $best } ({ $best_chance }%).
review-clean = 🔍 Gra { $game }: żaden twój ruch nie miał wyraźnie lepszej alternatywy według modelu szans na wygraną.
review-not-seated = Nie grałeś w grze { $game }, więc nie ma w niej twojej analizy.
review-not-over = Gra { $game } wciąż trwa: analiza pojawi się po jej końcu.
review-abandoned = Gra { $game } została porzucona: analizowane są tylko ukończone gry.
review-unavailable = Nie udało się przygotować analizy gry { $game }: jej zapisu nie da się odtworzyć.

## Sezony
season-no-server = Sezony należą do serwera: użyj tego na jednym z jego kanałów.
season-not-manager = Tylko członkowie z uprawnieniem Zarządzanie serwerem mogą rozpocząć lub zakończyć sezon.
season-bad-name = Nazwa sezonu ma od 1 do { $most } znaków.
season-bad-length = „{ $typed }” to nie długość sezonu: podaj dni (30) lub tygodnie (4w), od 1 do { $most } dni.
season-running = Na tym serwerze trwa sezon **{ $name }**: najpierw go zakończ (`/catan-hub season end`).
season-name-taken = Ten serwer miał już sezon o nazwie **{ $name }**: wybierz inną nazwę.
season-none-running = Na tym serwerze nie trwa żaden sezon.
season-unknown = Ten serwer nie ma sezonu o nazwie „{ $name }”.
season-started = 🏁 Rozpoczął się sezon **{ $name }**: każda rankingowa gra zakończona na tym serwerze do <t:{ $ends }:f> liczy się też do jego własnego rankingu, wszyscy zaczynają od nowa (`/catan leaderboard season:{ $name }`). Ranking sezonowy gracza pojawia się po { $placement } grach.
season-ended = Sezon **{ $name }** dobiegł końca: jego wyniki są na { $channel }.
season-head-running = **🏁 Sezon { $name }** — trwa do <t:{ $end }:f>
season-head-past = **🏁 Sezon { $name }** — od <t:{ $start }:d> do <t:{ $end }:d>
season-over-head = **🏁 Sezon { $name } dobiegł końca** (od <t:{ $start }:d> do <t:{ $end }:d>). Wyniki końcowe:
season-empty = W tym sezonie nie zakończyła się żadna rankingowa gra.
season-nobody-placed = Nikt jeszcze nie zakończył { $placement } gier tego sezonu.
season-more = …i { $count } więcej.
season-placing-one = { $name } ({ $games })
season-placing = Wciąż w swoich { $placement } grach kwalifikacyjnych (rozegrane gry): { $players }.
season-champion = 🏆 Mistrz: **{ $name }**!

## Turnieje
tournament-no-server = Turnieje należą do serwera: użyj tego na jednym z jego kanałów.
tournament-none = Na tym serwerze nie ma otwartego turnieju.
tournament-not-manager = Tylko członkowie z uprawnieniem Zarządzanie serwerem mogą utworzyć turniej.
tournament-not-organiser = Tylko organizator turnieju może to zrobić.
tournament-bad-name = Turniej potrzebuje nazwy.
tournament-open = Na tym serwerze jest otwarty turniej **{ $name }**: po jednym naraz.
tournament-created = Turniej **{ $name }** przyjmuje zapisy: kliknij **{ btn-start }** na jego wiadomości, gdy wszyscy się zapiszą.
tournament-signup = 🏆 **Turniej { $name }** — rundy szwajcarskie: { $rounds }, przy stołach czteroosobowych (lub trzyosobowych){ $final ->
        [yes] , potem stół finałowy czterech najlepszych
       *[no] {""}
    }; { $points } punktów wygrywa stół{ $minutes ->
        [0] {""}
       *[other] ; po { $minutes } min na turę wchodzi AI
    }. Miejsca dają 4, 2, 1 i 0 punktów, punkty zwycięstwa rozstrzygają remisy. Organizator: { $organiser }.
tournament-signed-up = Zapisani ({ $count }): { $count ->
        [0] jeszcze nikt — kliknij **{ btn-tournament-sign-up }**.
       *[other] { $names }.
    }
tournament-started = Trwa, graczy: { $count }: { $names }.
tournament-cancelled = Odwołany.
tournament-closed = Zapisy na **{ $name }** są zamknięte.
tournament-you-signed-up = Jesteś zapisany na **{ $name }**.
tournament-already-signed-up = Byłeś już zapisany na **{ $name }**.
tournament-you-withdrew = Nie jesteś już zapisany na **{ $name }**.
tournament-not-entered = Nie grasz w **{ $name }**.
tournament-you-left = Opuściłeś **{ $name }**: AI dogra twoje miejsce do końca partii, a żadna kolejna runda cię nie posadzi.
tournament-removed = { $player } wypada z turnieju (AI dogra jego miejsce do końca partii).
tournament-not-in = { $player } nie gra w turnieju.
tournament-seat-to-ai = { $name } opuścił turniej: AI gra jego miejsce do końca tej partii.
tournament-cancel-started = Trwającego turnieju nie można odwołać: zakończ raczej utknięte stoły.
tournament-you-cancelled = Turniej **{ $name }** został odwołany.
tournament-already-started = Turniej już się rozpoczął.
tournament-too-few = Turniej potrzebuje co najmniej 3 graczy, nie { $count }.
tournament-you-started = **{ $name }** się rozpoczął: runda 1 jest rozsadzona.
tournament-no-such-table = W tej rundzie nie gra już stół { $table }.
tournament-table-ended = Stół { $table } zakończony: liczy się jego obecny stan.
tournament-round-head = 🏆 **{ $name }** — runda { $round } z { $rounds }:
tournament-final-head = 🏆 **{ $name }** — stół finałowy:
tournament-table-line = Stół { $table } { $thread }: { $players }
tournament-thread = { $name } · runda { $round } · stół { $table }
tournament-thread-final = { $name } · finał
tournament-table-started = 🏆 **{ $thread }**: { $players }. { $first } stawia pierwszy. Powodzenia!
tournament-standings-head = **🏆 { $name }** — klasyfikacja (runda { $round }):
tournament-after-round = **🏆 { $name }** — klasyfikacja po rundzie { $round }:
tournament-over-head = **🏆 { $name }** — klasyfikacja końcowa:
tournament-line = { $rank }. { $name } — **{ $points } pkt** · { $vp } PZ · wygrane: { $wins } z { $games }
tournament-line-dropped = { $rank }. { $name } (wycofał się) — **{ $points } pkt** · { $vp } PZ · wygrane: { $wins } z { $games }
tournament-winner = 🥇 { $mention } wygrywa **{ $tournament }**!
