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

## Ich opcje (opisy: najwyżej 100 znaków)

opt-new-players = Ilu graczy (od 3 do 6; w 5 lub 6 osób na większej wyspie)
opt-new-map = Plansza: dla początkujących lub losowa (domyślnie: początkująca dla 3–4, losowa dla 5–6)
opt-new-points = Punkty zwycięstwa potrzebne do wygranej (5–20, domyślnie 10)
opt-new-discard_limit = Po 7 kto ma więcej kart niż tyle, odrzuca połowę (domyślnie 7)
opt-new-friendly_robber = Złodziej oszczędza graczy z 2 punktami lub mniej
opt-new-balanced_dice = Rzuty z potasowanej talii 36 wyników dwóch kości (domyślnie: nie)
opt-new-undos = Ile razy każdy może cofnąć budowę lub wymianę z bankiem (0–10, domyślnie 3)
opt-new-turn_timer = Minuty na turę, zanim SI zagra za nieobecnego
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
opt-export-game = Numer gry (domyślnie: otwarta gra tego kanału)
opt-fair-game = Numer gry (domyślnie: otwarta gra tego kanału)
opt-stats-player = Czyje statystyki (domyślnie: twoje)
opt-history-scope = Czyje gry: tego kanału (domyślnie) czy całego serwera
opt-notify-dm = Wyślij mi też wiadomość prywatną z linkiem, gdy nadejdzie moja tura
opt-notify-quiet = Godziny bez wiadomości prywatnych, z zatrzymanym zegarem tury: np. 22-7 lub off
opt-notify-time_zone = Moja strefa czasowa dla godzin ciszy, np. Europe/Warsaw (domyślnie: UTC)

## Wybory opcji

choice-beginner = dla początkujących
choice-random = losowa
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
btn-watch = Oglądaj
btn-accept = Akceptuj
btn-decline = Odrzuć

ai-level = { $level ->
    [random] losowa
    [heuristic] heurystyczna
   *[strong] silna
}

# The table's own thread, and the line that points to it.
thread-name = Catan · stół gracza { $name }
thread-opened = { $name } otwiera stół Catan w { $thread }: dołącz tam!

lobby-cancelled = Ta poczekalnia została anulowana.
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
    } dla { $players } graczy na { $map ->
        [beginner] mapie dla początkujących
        [random] losowej mapie
        [beginner-large] mapie dla początkujących większej wyspy
       *[random-large] losowej mapie większej wyspy
    }, { $points } punktów do zwycięstwa{ $extras }. Język: { $language }.
lobby-discard = odrzucanie przy ponad { $limit } kartach
lobby-friendly-robber = przyjazny { -robber }
lobby-balanced-dice = zrównoważone kości (rzuty z potasowanej talii 36 wyników)
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
lobby-special-build = specjalne fazy budowy między turami
lobby-seats = Miejsca ({ $taken }/{ $players }): { $seats }
lobby-seat = { $seat }. { $name }
lobby-seat-host = { $seat }. { $name } (gospodarz)
lobby-seat-ai = { $seat }. { $name } (SI, { ai-level })
lobby-how = Kliknij **{ btn-join }**, aby zająć miejsce; gospodarz może zapełnić miejsca przyciskiem **{ btn-add-ai }** i klika **{ btn-start }**, gdy stół jest pełny.
lobby-waiting = Czekamy na: { $who }. Kliknij **{ btn-accept }**, aby zagrać ponownie, lub **{ btn-decline }**, aby zwolnić swoje miejsce. Gra zacznie się, gdy wszyscy zaakceptują.
lobby-fair = Uczciwe kości: każdy rzut, karta i kradzież w tej grze są już ustalone przez tajne ziarno o odcisku `{ $fingerprint }`; ziarno zostanie pokazane po zakończeniu gry, aby każdy mógł to sprawdzić (`catan-bot replay --verify`).

## Wiadomość tury (publiczna: w języku stołu)

btn-roll = Rzuć
btn-build = Buduj…
btn-trade = Handluj…
btn-buy = Kup kartę
btn-play = Zagraj kartę…
btn-end-turn = Zakończ turę
btn-hand = Moja ręka
btn-undo = Cofnij
btn-special-build = Budowa specjalna
btn-discard = Odrzuć karty
btn-move-robber = Przesuń złodzieja
btn-done = Gotowe
btn-rematch = Rewanż

table-player = { $name } { $points } PZ · { $cards ->
    [one] { $cards } karta
    [few] { $cards } karty
   *[many] { $cards } kart
} · { $dev } rozw.
table-longest-road = { -longest-road }
table-largest-army = { -largest-army }

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
prompt-special-build = { $name }: twoja specjalna faza budowy po turze gracza { $owner }. Buduj drogi, osady lub miasta i kupuj karty rozwoju (**{ btn-build }**, **{ btn-buy }**), potem kliknij **{ btn-done }**; teraz bez handlu i bez zagrywania kart.
prompt-next = Dalej: { $next }.
sbp-phase-of = specjalna faza budowy gracza { $name }
sbp-turn-of = tura gracza { $name }
sbp-then = { $first }, potem { $next }
prompt-game-over = Gra się zakończyła.
special-build-line = 🔨 Specjalna faza budowy po tej turze: { $names }.
turn-ai-steps-in = ⏱ SI przejmie ruch <t:{ $deadline }:R>.
turn-phase-ends = ⏱ Twoja faza kończy się <t:{ $deadline }:R>.
turn-thinking = { $name } się zastanawia…
discard-notice = 🎲 Siódemka! Odrzućcie połowę kart (**{ btn-discard }**): { $owing }.
discard-done = ~~Odrzućcie połowę kart~~ Wszyscy już odrzucili.

## Opowieść o turze (publiczna: w języku stołu)

story-setup = **Rozstawienie** · { $name }
story-turn = **Tura { $turn }** · { $name }
story-special-build = **Budowa specjalna** · { $name } (po turze { $turn } gracza { $owner })
# /catan log (a private answer)
log-title = **{ $count ->
    [one] Ostatnia akcja
    [few] Ostatnie { $count } akcje
   *[many] Ostatnich { $count } akcji
}**
log-empty = Jeszcze nic się nie wydarzyło.
story-turn-ended = tura się skończyła.
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
offer-closed = ~~Oferta handlu od { $name }: daje { $give } za { $get }~~
    Zamknięta: { $how }
offer-ended = oferta się skończyła.
offer-closed-unknown = ~~Oferta handlu~~ Zamknięta.

## Początek i koniec gry (publiczne: w języku stołu)

started = **Catan** — gra się zaczęła: { $seats }. { $first } stawia pierwszy.
fair-started = 🎲 Uczciwe kości: odcisk tajnego ziarna to `{ $fingerprint }`; ziarno zostanie pokazane po zakończeniu gry (`/catan fair` wyjaśnia).
fair-seed = 🎲 Uczciwe kości: tajne ziarno to było `{ $seed }`. Jego odcisk był w poczekalni przed początkiem gry; `catan-bot replay --verify` sprawdza nim każdy rzut, kartę i kradzież z zapisu.
abandoned = { $name } przerwał(a) grę. `/catan new` otwiera nową.
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
over-rated-once-by = · ranking bez zmian: { $label } jest oceniany raz na grę, według najlepiej ustawionego miejsca ({ $by })
over-rated-once = · ranking bez zmian: gracz jest oceniany raz na grę, według najlepiej ustawionego miejsca ({ $by })
over-attached = 🎞 W załączniku: cała gra w przyspieszeniu i jej wykresy (kości, punkty, karty).
over-played-in = ⏱ Czas gry: { $duration }.
duration-hours = { $hours } h { $minutes } min
duration-minutes = { $minutes } min
over-record = Zapis gry: `/catan export game:{ $game }` · twój ranking: `/catan stats`.
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
ask-rematch-not-yours = O rewanż gry { $game } mogą poprosić tylko jej gracze; `/catan new` otwiera nowy stół.
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
ai-chooser = Która SI zajmie miejsce? **Heurystyczna** gra szybko według prostych reguł; **Silna** liczy naprzód; **Losowa** jest dla początkujących.
btn-ai-heuristic = Heurystyczna (szybka)
btn-ai-strong = Silna (liczy naprzód)
btn-ai-random = Losowa (dla początkujących)
btn-ai-remove = Usuń SI
ask-no-ai = Przy tym stole nie ma SI.
ask-done = Gotowe.
ask-seats = Miejsca ({ $taken }/{ $players }): { $names }.
ask-only-host-starts = Tylko gospodarz może rozpocząć grę.
ask-waiting-players = Czekamy jeszcze na { $count ->
    [one] { $count } gracza
   *[other] { $count } graczy
}.

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
