# Français. Les mots du jeu comme dans l'édition française (GLOSSARY.md).

lang-name = Français

## Les mots du jeu

-brick = argile
-lumber = bois
-wool = laine
-grain = blé
-ore = minerai
-road = route
-settlement = colonie
-city = ville
-robber = voleur
-development-card = carte Développement
-knight = Chevalier
-longest-road = Route la plus longue
-largest-army = Armée la plus puissante

# En français, 0 et 1 sont au singulier.
cards-count = { $count ->
    [one] { $count } carte
   *[other] { $count } cartes
}

## /catan et ses sous-commandes (descriptions : 100 caractères au plus)

cmd-catan = Jouez à Catane dans ce salon.
cmd-new = Ouvrez une table pour une nouvelle partie dans ce salon.
cmd-join = Prenez place à la table ouverte de ce salon.
cmd-leave = Libérez votre place à la table ouverte de ce salon.
cmd-start = Lancez la partie (l'hôte seulement, une fois la table complète).
cmd-build = Construisez une { -road }, une { -settlement } ou une { -city } (placements de départ compris).
cmd-roll = Lancez les dés.
cmd-buy = Achetez une { -development-card }.
cmd-play = Jouez une { -development-card }.
cmd-robber = Déplacez le { -robber } (après un 7 ou un { -knight }) et volez une carte.
cmd-discard = Défaussez des cartes après un 7.
cmd-trade = Proposez un échange à la table (ou à un joueur).
cmd-bank = Échangez avec la banque à votre meilleur taux.
cmd-end = Terminez votre tour.
cmd-hand = Votre main (vous seul la voyez).
cmd-board = Republiez le plateau actuel.
cmd-log = Les derniers événements de cette partie.
cmd-rules = Un résumé des règles.
cmd-abandon = Mettez fin à la partie de ce salon (l'hôte, ou un membre avec « Gérer les salons »).
cmd-export = L'historique de la partie en fichier (une fois finie, ou avec « Gérer les salons »).
cmd-fair = Ce que prouvent les dés équitables ; l'empreinte de la partie d'ici (sa graine à la fin).
cmd-hint = Ce que l'IA forte ferait maintenant à votre place, et pourquoi (vous seul le voyez).
cmd-stats = Parties, victoires, classement et tendance d'un joueur sur ce serveur (vous seul le voyez).
cmd-leaderboard = Les joueurs de ce serveur par classement, dix par page (vous seul le voyez).
cmd-history = Parties récentes, avec historiques, accélérés et graphiques (vous seul le voyez).
cmd-notify = Comment savoir que c'est votre tour : message privé en plus de la mention, heures calmes.
cmd-hub = Catane au-delà d'une table : vos tables sur tous les serveurs, saisons et tournois du serveur.
cmd-hub-games = Toutes vos tables, sur tous les serveurs, celles où c'est à vous d'abord (vous seul le voyez).
cmd-hub-season = Les saisons d'un serveur : un classement à part sur une période.
cmd-hub-season-start = Lancer une saison sur ce serveur (Gérer le serveur) : son propre classement dès maintenant.
cmd-hub-season-end = Terminer la saison de ce serveur maintenant (Gérer le serveur) : son classement est publié.
cmd-hub-season-standings = Le classement de la saison en cours (vous seul le voyez).
cmd-hub-tournament = Le tournoi d'un serveur : inscriptions, rondes suisses de tables, le vainqueur.
cmd-hub-tournament-create = Créer un tournoi ici (Gérer le serveur) : les joueurs s'inscrivent avec son bouton.
cmd-hub-tournament-start = Lancer le tournoi de ce serveur (son organisateur) : la ronde 1 est placée.
cmd-hub-tournament-leave = Quitter le tournoi de ce serveur (une IA joue votre place jusqu'au bout de la partie).
cmd-hub-tournament-remove = Retirer un joueur du tournoi de ce serveur (son organisateur).
cmd-hub-tournament-abandon = Terminer une table bloquée de cette ronde (son organisateur) : comptée selon son état.
cmd-hub-tournament-standings = Le tournoi de ce serveur : son classement jusqu'ici (vous seul le voyez).
opt-hub-tournament-create-name = Le nom du tournoi, par exemple Coupe d'hiver
opt-hub-tournament-create-rounds = Rondes suisses (1–6, 3 par défaut)
opt-hub-tournament-create-final_table = Une table finale des quatre meilleurs après les rondes (par défaut : non)
opt-hub-tournament-create-points = Points de victoire pour gagner une table (5–15, 10 par défaut)
opt-hub-tournament-create-turn_timer = Temps par tour avant qu'une IA joue pour un absent : minutes (60), ou 12h, 1d
opt-hub-tournament-remove-player = Le joueur à retirer
opt-hub-tournament-abandon-table = Le numéro de la table dans cette ronde
opt-hub-season-start-name = Le nom de la saison, par exemple Hiver 2027
opt-hub-season-start-length = Sa durée : des jours (30) ou des semaines (4w), jusqu'à un an
opt-leaderboard-season = Le classement d'une saison à la place (son nom ; celle en cours ou une passée)

## Leurs options (descriptions : 100 caractères au plus)

opt-new-players = Combien de joueurs (2 à 6 ; à 2, un duel ; à 5 ou 6, sur la grande île)
opt-new-map = La carte : débutant ou aléatoire (par défaut : débutant à 3–4, aléatoire à 2 et 5–6)
opt-new-build_phase = 5–6 joueurs : phases de construction spéciale (par défaut) ou tours à deux
opt-new-points = Points de victoire pour gagner (5–20, 10 par défaut ; 15 en duel)
opt-new-discard_limit = Après un 7, qui a plus de cartes que ceci en défausse la moitié (7 par défaut ; 9 en duel)
opt-new-friendly_robber = Le { -robber } épargne les joueurs de 2 points ou moins (par défaut : non ; en duel oui)
opt-new-balanced_dice = Tirer les lancers d'un paquet mélangé des 36 résultats de deux dés (par défaut : non ; en duel oui)
opt-new-balanced_sevens = Avec les dés équilibrés : personne ne fait longtemps la plupart des sept (par défaut : en duel)
opt-new-undos = Combien de fois chacun peut annuler une construction ou un échange (0–10, 3 par défaut)
opt-new-turn_timer = Temps par tour avant qu'une IA joue pour un absent : minutes (15), ou 90m, 12h, 2d
opt-new-thread = Jouer dans un nouveau fil au nom de la table (par défaut : oui, là où je le peux)
opt-new-language = La langue des messages et du plateau de la table (par défaut : celle du serveur)
opt-build-what = Quoi construire
opt-build-at = Où (numéro d'intersection, ou un chemin comme 12-13)
opt-play-card = Quelle carte
opt-play-resource = La ressource du Monopole, ou la première carte de l'Invention
opt-play-resource2 = La seconde carte de l'Invention
opt-robber-hex = L'hexagone (sa lettre, de A à S ; AD sur l'île à 5–6)
opt-robber-victim = Qui voler, quand plusieurs joueurs peuvent l'être
opt-discard-brick = Combien de cartes { -brick } défausser
opt-discard-lumber = Combien de cartes { -lumber } défausser
opt-discard-wool = Combien de cartes { -wool } défausser
opt-discard-grain = Combien de cartes { -grain } défausser
opt-discard-ore = Combien de cartes { -ore } défausser
opt-trade-give = Ce que vous donnez, comme 2 brick, 1 ore (noms anglais)
opt-trade-get = Ce que vous voulez, comme 1 wool (noms anglais)
opt-trade-to = Proposer à ce joueur seulement
opt-bank-give = La ressource que vous donnez
opt-bank-get = La ressource que vous recevez
opt-bank-amount = Combien en recevoir (1 par défaut)
opt-export-game = Le numéro de la partie (par défaut : celle de ce salon, ou la dernière terminée)
opt-fair-game = Le numéro de la partie (par défaut : la partie ouverte de ce salon)
opt-stats-player = Les statistiques de qui (par défaut : les vôtres)
opt-history-scope = Quelles parties : celles de ce salon (par défaut) ou de tout le serveur
opt-notify-dm = M'envoyer aussi un message privé avec un lien quand c'est mon tour
opt-notify-next = Prévenez-moi aussi en message privé quand le joueur avant moi commence son tour
opt-notify-quiet = Heures sans messages privés, mon chrono de tour arrêté : comme 22-7, ou off
opt-notify-time_zone = Mon fuseau horaire pour les heures calmes, comme Europe/Paris (par défaut : UTC)

## Les choix des options

choice-beginner = débutant
choice-random = aléatoire
choice-special_build = construction_spéciale
choice-paired = à_deux
choice-road = { -road }
choice-settlement = { -settlement }
choice-city = { -city }
choice-knight = { -knight }
choice-road_building = Construction de routes
choice-year_of_plenty = Invention
choice-monopoly = Monopole
choice-brick = { -brick }
choice-lumber = { -lumber }
choice-wool = { -wool }
choice-grain = { -grain }
choice-ore = { -ore }
choice-channel = salon
choice-server = serveur

## La main d'un joueur (/catan hand, le bouton Ma main)

resource-name = { $resource ->
    [brick] { -brick }
    [lumber] { -lumber }
    [wool] { -wool }
    [grain] { -grain }
   *[ore] { -ore }
}
dev-card-name = { $card ->
    [knight] Chevalier
    [road_building] Construction de routes
    [year_of_plenty] Invention
    [monopoly] Monopole
   *[victory_point] Point de victoire
}
hand-resources = { $count ->
    [one] **Votre main** ({ $count } carte) : { $list }
   *[other] **Votre main** ({ $count } cartes) : { $list }
}
hand-resource = { $count } { resource-name }
hand-nothing = rien
hand-none = aucune
hand-no-harbors = aucun
hand-dev-cards = **Cartes Développement :** { $list }
hand-dev-card = { $note ->
    [vp] { $count }× { dev-card-name } (compte d'elle-même)
    [now] { $count }× { dev-card-name } (jouable maintenant)
   *[none] { $count }× { dev-card-name }
}
hand-points = **Points de victoire :** { $points } ({ $public } visibles)
hand-pieces = **Pièces restantes :** { $roads ->
        [one] { $roads } route
       *[other] { $roads } routes
    }, { $settlements ->
        [one] { $settlements } colonie
       *[other] { $settlements } colonies
    }, { $cities ->
        [one] { $cities } ville
       *[other] { $cities } villes
    }
hand-harbor = { $resource ->
    [any] 3:1
   *[other] { resource-name }
}
hand-rate = { $rate }:1 { resource-name }
hand-harbors = **Ports :** { $harbors } · **Taux de la banque :** { $rates }

## /catan rules (une réponse privée)

rules-brief = **Catane en bref**
    - Mise en place : chacun pose une { -settlement } et une { -road }, puis encore une fois dans l'ordre inverse ; la seconde { -settlement } donne les cartes de départ.
    - À chaque tour : lancer les dés (chaque hexagone de ce nombre donne 1 carte à ses colonies, 2 à ses villes), puis échanger et construire, puis finir le tour.
    - Coûts : { -road } = { -brick } + { -lumber } · { -settlement } = { -brick } + { -lumber } + { -wool } + { -grain } · { -city } = 2 { -grain } + 3 { -ore } · { -development-card } = { -wool } + { -grain } + { -ore }.
    - Un 7 : quiconque a plus de cartes que la limite en défausse la moitié, puis le lanceur déplace le { -robber } et vole une carte.
    - Les chevaliers déplacent aussi le { -robber } ; 3 chevaliers joués ou plus donnent l'{ -largest-army } (2 PV) ; une route de 5 tronçons ou plus donne la { -longest-road } (2 PV).
    - Échanges avec la banque à 4:1, 3:1 à un port générique, 2:1 à un port spécialisé. Une { -development-card } par tour, jamais le tour de son achat.
    - Le premier à atteindre les points visés pendant son propre tour gagne.
    - À 5–6 joueurs : une île plus grande (carte aléatoire). Pendant le tour d'un autre, **Construction spéciale** demande à construire et acheter des cartes juste après ce tour, dans l'ordre des places (sans échanges ni cartes jouées).

## Le salon d'attente (public : dans la langue de la table)

list-and = { $rest } et { $last }

btn-join = Rejoindre
btn-leave = Quitter
btn-start = Commencer
btn-add-ai = Ajouter une IA
btn-cancel = Annuler
btn-tournament-sign-up = S'inscrire
btn-tournament-leave = Se retirer
btn-watch = Regarder
btn-accept = Accepter
btn-decline = Refuser

ai-level = { $level ->
    [random] aléatoire
    [heuristic] heuristique
   *[strong] forte
    [strong-classic] forte classique
}

# The table's own thread, and the line that points to it.
thread-name = Catane · table de { $name }
thread-opened = { $name } a ouvert une table de Catane dans { $thread } : rejoignez-la !

pointer-cancelled = La table de { $host } a été annulée.
pointer-cancelled-hostless = La table a été annulée.
pointer-over = La table de { $host } dans { $thread } est terminée : 🏆 { $winner } a gagné après { $turns ->
    [one] { $turns } tour
   *[other] { $turns } tours
}.
pointer-over-hostless = La table dans { $thread } est terminée : 🏆 { $winner } a gagné après { $turns ->
    [one] { $turns } tour
   *[other] { $turns } tours
}.
pointer-abandoned = La table de { $host } dans { $thread } a été abandonnée.
pointer-abandoned-hostless = La table dans { $thread } a été abandonnée.

lobby-head = **Catane** — { $rematch ->
        [0] une nouvelle partie
       *[other] la revanche de la partie { $rematch }
    } pour { $players ->
        [2] deux joueurs, un duel,
       *[other] { $players } joueurs
    } sur { $map ->
        [beginner] la carte pour débutants
        [random] une carte aléatoire
        [beginner-large] une carte pour débutants de la grande île
       *[random-large] une carte aléatoire de la grande île
    }, { $points } points pour gagner{ $extras }. Langue : { $language }.
lobby-discard = défausse au-delà de { $limit } cartes
lobby-friendly-robber = { -robber } bienveillant
lobby-balanced-dice = dés équilibrés (lancers tirés d'un paquet mélangé des 36 résultats)
lobby-balanced-sevens = sept équilibrés entre les joueurs (personne ne fait longtemps la plupart des sept)
lobby-no-undo = sans annulation
lobby-undos = { $count ->
    [one] { $count } annulation par joueur
   *[other] { $count } annulations par joueur
}
lobby-timer = { $minutes ->
    [one] { $minutes } minute par tour
   *[other] { $minutes } minutes par tour
}
lobby-timer-hours = { $hours ->
    [one] { $hours } heure par tour
   *[other] { $hours } heures par tour
}
lobby-timer-days = { $days ->
    [one] { $days } jour par tour
   *[other] { $days } jours par tour
}
lobby-special-build = phases de construction spéciale entre les tours
lobby-paired = tours à deux (le colon 2 construit après le colon 1 à chaque tour)
new-bad-timer = « { $typed } » n'est pas un temps de tour : tapez des minutes (15), ou un nombre suivi de m, h ou d (90m, 12h, 2d), de 1 minute à 7 jours.
lobby-seats = Places ({ $taken }/{ $players }) : { $seats }
lobby-seat = { $seat }. { $name }
lobby-seat-host = { $seat }. { $name } (hôte)
lobby-seat-ai = { $seat }. { $name } (IA, { ai-level })
lobby-how = Cliquez sur **{ btn-join }** pour prendre une place ; l'hôte peut remplir les places avec **{ btn-add-ai }** et clique sur **{ btn-start }** quand la table est pleine.
lobby-waiting = En attente de { $who } : cliquez sur **{ btn-accept }** pour rejouer, ou sur **{ btn-decline }** pour libérer votre place. La partie commence quand tout le monde a accepté.
lobby-fair = Dés équitables : chaque lancer, carte et vol de cette partie est fixé dès maintenant par une graine secrète dont l'empreinte est `{ $fingerprint }` ; la graine est révélée à la fin de la partie, pour que chacun puisse vérifier que la chance n'a pas été choisie (`/catan { name-fair }` explique comment).

## Le message du tour (public : dans la langue de la table)

btn-roll = Lancer
btn-build = Construire…
btn-trade = Échanger…
btn-buy = Acheter une carte
btn-play = Jouer une carte…
btn-end-turn = Finir le tour
btn-hand = Ma main
btn-close-up = 🔍 Gros plan
btn-undo = Annuler
btn-ask-special-build = Demander une phase de construction spéciale
btn-withdraw-special-build = Retirer ma demande de construction spéciale
btn-discard = Défausser
btn-move-robber = Déplacer le voleur
btn-done = Terminé
btn-rematch = Revanche

table-player = { $swatch } { $name } **{ $points } PV** · { $cards ->
    [one] { $cards } carte
   *[other] { $cards } cartes
} · { $dev } dév.
table-longest-road = { -longest-road }
table-largest-army = { -largest-army }
table-bank-low = 🏦 Banque : plus que { $list }.
table-deck-left = { $count ->
    [one] { $count } carte Développement
   *[other] { $count } cartes Développement
}

game-label = Catan n° { $game } dans { $channel }
ping-setup-settlement = 🏠 { $name }, placez une { -settlement } · { $game }
ping-setup-road = 🛣️ { $name }, placez une { -road } · { $game }
ping-roll = 🎲 { $name }, lancez les dés du tour { $turn } · { $game }
ping-main = 🔨 { $name }, à vous de jouer au tour { $turn } · { $game }
ping-settler-two = 🔨 { $name }, votre part de colon 2 au tour { $turn } · { $game }
ping-discard = 🃏 { $names } : défaussez la moitié de vos cartes · { $game }
ping-robber = 🥷 { $name }, déplacez le { -robber } · { $game }
ping-road-building = 🛣️ { $name }, placez vos routes gratuites · { $game }
ping-special-build = 🔨 { $name }, votre phase de construction spéciale · { $game }
prompt-setup-settlement = { $name } : placez une { -settlement } (**{ btn-build }**).
prompt-setup-road = { $name } : placez une { -road } à côté de votre nouvelle { -settlement } (**{ btn-build }**).
prompt-roll = { $name } : lancez les dés (ou jouez d'abord une carte).
prompt-discard = En attente des défausses (**{ btn-discard }**) : { $owing }. Ensuite { $mover } déplace le { -robber }.
prompt-owing = { $name } ({ $count })
prompt-robber = { $name } : déplacez le { -robber } (**{ btn-move-robber }**).
prompt-road-building = { $name } : placez { $roads ->
    [one] { $roads } { -road } gratuite
   *[other] { $roads } routes gratuites
} (**{ btn-build }**).
prompt-main = { $name } : construisez, échangez, achetez ou jouez une carte, puis finissez le tour.
prompt-settler-two = { $name } : colon 2 après { $owner }. Construisez, achetez, jouez une carte ou commercez avec la banque et les ports (pas avec les joueurs), puis finissez le tour.
prompt-special-build = { $name } : votre phase de construction spéciale après le tour de { $owner }. Construisez routes, colonies ou villes et achetez des cartes Développement (**{ btn-build }**, **{ btn-buy }**), puis cliquez sur **{ btn-done }** ; ni échange ni carte jouée maintenant.
prompt-next = Ensuite : { $next }.
sbp-phase-of = la phase de construction spéciale de { $name }
sbp-turn-of = le tour de { $name }
sbp-then = { $first }, puis { $next }
prompt-game-over = La partie est terminée.
special-build-line = 🔨 Phase de construction spéciale après ce tour : { $names } (les autres la demandent dans **{ $button }**).
special-build-how = 🔨 Les autres peuvent demander dans **{ $button }** à construire après ce tour.
turn-ai-steps-in = ⏱ Une IA prend le relais <t:{ $deadline }:R>.
turn-phase-ends = ⏱ Votre phase se termine <t:{ $deadline }:R>.
turn-thinking = { $name } réfléchit…
timer-half = ⏳ { $who } — la moitié de votre temps de tour est écoulée ; une IA jouera pour vous { $when } · { $game }
timer-half-special-build = ⏳ { $who } — la moitié de votre temps est écoulée ; votre phase de construction spéciale se termine { $when } · { $game }
timer-last = ⏰ { $who } — votre temps de tour se termine { $when } ; une IA jouera alors pour vous · { $game }
timer-last-special-build = ⏰ { $who } — votre phase de construction spéciale se termine { $when } · { $game }
turn-started-at = 🕰 Ce tour a commencé <t:{ $started }:R>.
timer-up = ⌛ Le temps est écoulé pour { $names } : une IA joue ce tour à sa place.
timer-up-discards = ⌛ Le temps est écoulé pour { $names } : une IA fait ces défausses à sa place.
timer-up-special-build = ⌛ Le temps est écoulé pour { $names } : sa phase de construction spéciale se termine.
discard-notice = 🎲 Un 7 ! Défaussez la moitié de vos cartes (**{ btn-discard }**) : { $owing } · { $game }

## Le récit d'un tour (public : dans la langue de la table)

story-setup = **Mise en place** · { $name }
story-turn = **Tour { $turn }** · { $name }
story-special-build = **Construction spéciale** · { $name } (après le tour { $turn } de { $owner })
story-settler-two = **Tour { $turn }** · { $name }, colon 2 (après { $owner })
# /catan log (a private answer)
log-title = **{ $count ->
    [one] La dernière action
   *[other] Les { $count } dernières actions
}**
log-empty = Il ne s'est encore rien passé.
story-offer-accepted = { $name } a proposé { $give } contre { $get } : { $partner } a accepté.
story-offer-countered = { $name } a proposé { $give } contre { $get } : { $partner } a fait une contre-offre, et ils ont échangé { $gave } contre { $got }.
story-offer-untaken = { $name } a proposé { $give } contre { $get } : personne n'a accepté.
story-offer-withdrawn = { $name } a proposé { $give } contre { $get } : { $partners } { $count ->
    [one] a accepté
   *[other] ont accepté
}, mais { $name } l’a retirée.
audience-everyone = tout le monde
ev-rolled = { $name } a fait { $total }
ev-rolled-dice = { $name } a fait { $total } ({ $a }+{ $b })
ev-rolled-production = { $name } a fait { $total } ({ $a }+{ $b }) : { $production }
ev-gains = { $name } { $gains }
ev-gain = +{ $count } { resource-name }
ev-nobody-produced = personne n'a rien produit
ev-settlement-placed = { $name } a placé une { -settlement } en { $at }
ev-settlement-built = { $name } a construit une { -settlement } en { $at }
ev-road-built = { $name } a construit une { -road } sur { $at }
ev-free-road-built = { $name } a construit une { -road } gratuite sur { $at }
ev-city-built = { $name } a construit une { -city } en { $at }
ev-starting-resources = { $name } reçoit { $cards } pour commencer
ev-setup-finished = La mise en place est terminée ; { $name } joue en premier
ev-robber-blocked = Le { -robber } sur l'hexagone { $hex } bloque sa production
ev-shortage = La banque n'a plus assez de cartes { resource-name } : personne n'en reçoit
ev-must-discard = { $name } doit défausser { $count ->
    [one] { $count } carte
   *[other] { $count } cartes
}
ev-discarded = { $name } a défaussé { $cards }
ev-robber-moved = { $name } a déplacé le { -robber } sur l'hexagone { $hex }
ev-stole-card = { $thief } a volé 1 { resource-name } à { $victim }
ev-stole = { $thief } a volé une carte à { $victim }
ev-bought-card-known = { $name } a acheté une { -development-card } : { dev-card-name }
ev-bought-card = { $name } a acheté une { -development-card }
ev-played = { $name } a joué { dev-card-name }
ev-took-from-bank = { $name } a pris { $cards } à la banque
ev-monopoly = { $name } a pris toutes les cartes { resource-name } : { $from }
ev-monopoly-from = { $count } de { $name }
ev-monopoly-none = { $name } a réclamé toutes les cartes { resource-name }, mais personne n'en avait
ev-bank-traded = { $name } a échangé { $give } à la banque contre { $get }
ev-offered = { $name } propose { $give } contre { $get } à { $to }
ev-accepts = { $name } accepte
ev-declines = { $name } refuse
ev-counters = { $name } fait une contre-offre : { $give } contre { $get }
ev-traded = { $offerer } a échangé { $gave } avec { $partner } contre { $got }
ev-withdrew = { $name } a retiré l'offre
ev-longest-road = { $name } détient maintenant la { -longest-road } ({ $length })
ev-longest-road-none = Personne ne détient plus la { -longest-road }
ev-largest-army = { $name } détient maintenant la { -largest-army } ({ $knights ->
    [one] { $knights } chevalier
   *[other] { $knights } chevaliers
})
ev-turn-started = Tour { $turn } : { $name } lance les dés
ev-won = 🏆 { $name } gagne avec { $points ->
    [one] { $points } point
   *[other] { $points } points
} !
ev-sbp-asked = { $name } demande une phase de construction spéciale
ev-sbp-withdrawn = { $name } ne demande plus de phase de construction spéciale
ev-sbp-started = Phase de construction spéciale : { $name } peut construire et acheter
ev-settler-two = { $name } est le colon 2 du tour de { $owner } : peut construire, acheter, jouer une carte et commercer avec la banque
ev-undone = ↩ { $name } a repris { $what } ({ $left ->
    [one] encore { $left } annulation
   *[other] encore { $left } annulations
})
undo-road = la { -road } sur { $at }
undo-settlement = la { -settlement } en { $at }
undo-city = la { -city } en { $at }
undo-bank-trade = l'échange de { $give } à la banque contre { $get }
undo-move = le dernier coup

## Une offre d'échange ouverte (public : dans la langue de la table)

btn-offer-accept = Accepter
btn-offer-decline = Refuser
btn-counter = Contre-offre…
btn-cancel-offer = Retirer l'offre
btn-trade-with = Échanger avec { $name }
offer-head = **Offre d'échange** de { $name } : donne **{ $give }** contre **{ $get }**, à { $to }.
offer-answer = - { $name } : { $answer ->
    [accepts] accepte
    [declines] refuse
    [counters] contre-offre : donne { $give } contre { $get }
   *[thinking] réfléchit…
}
offer-ai-decides = { $name } prend la meilleure réponse quand tout le monde a répondu, ou <t:{ $deadline }:R>.
offer-waiting = { $who } : acceptez, refusez ou faites une contre-offre.

## Le début et la fin d'une partie (public : dans la langue de la table)

started = **Catane** — la partie a commencé : { $seats }. { $first } place en premier.
fair-started = 🎲 Dés équitables : l'empreinte de la graine secrète est `{ $fingerprint }` ; la graine est révélée à la fin de la partie (`/catan { name-fair }` explique).
fair-seed = 🎲 Dés équitables : la graine secrète était `{ $seed }`. Elle correspond à l'empreinte montrée avant la partie : avec l'enregistrement (`/catan { name-export }`), chacun peut vérifier qu'aucun lancer, carte ou vol n'a été choisi (`/catan { name-fair }` explique comment).
abandoned = { $name } a abandonné la partie { $game }. L'enregistrement : `/catan { name-export } { optname-export-game }:{ $game }` · une nouvelle table : `/catan { name-new }`.
over-title = **Partie terminée !**
over-winner = 🏆 { $name } gagne après { $turns ->
    [one] { $turns } tour
   *[other] { $turns } tours
}.
over-player = { $medal } { $name } : **{ $points ->
    [one] { $points } point
   *[other] { $points } points
}**
over-vp-cards = { $count ->
    [one] { $count } carte point de victoire
   *[other] { $count } cartes point de victoire
}
over-longest-road = { -longest-road } ({ $length })
over-largest-army = { -largest-army } ({ $knights ->
    [one] { $knights } chevalier
   *[other] { $knights } chevaliers
})
over-rating = · classement { $before } → { $after } ({ $delta })
# A rated AI level by its key, as the game-over message and the leaderboard name it.
ai-rated-name = { $level ->
    [random] IA aléatoire
    [heuristic] IA heuristique
    [strong] IA forte
    [strong-classic] IA forte classique
   *[other] IA { $level }
}
over-rated-once-by = · non classé : { $by } a joué pour { ai-rated-name } dans cette partie
over-rated-once = · non classé : { $by } a joué pour ce joueur dans cette partie
over-attached = 🎞 En pièce jointe : toute la partie en accéléré, et ses graphiques (dés, points, cartes).
over-swings = 📈 Chances de gagner au fil de la partie (graphique joint) ; les coups qui l'ont le plus fait basculer :
over-swing = Tour { $turn } · { $what } : { $before } % → { $after } %
over-swing-setup = Mise en place · { $what } : { $before } % → { $after } %
span-seconds = { $n } s
span-under-a-second = moins d’{ $n } s
span-minutes = { $n } min
span-hours = { $n } h
span-days = { $n } j
over-turn-times = ⏱ Temps par tour : { $list }
over-turn-time = { $name } { $median } (le plus long { $longest })
over-played-in = ⏱ Jouée en { $duration }.
duration-hours = { $hours } h { $minutes } min
duration-minutes = { $minutes } min
over-record = L'enregistrement : `/catan { name-export } { optname-export-game }:{ $game }` · votre classement : `/catan { name-stats }`.
over-watchers = 👀 Pour ceux qui ont regardé : { $who }.
stats-rolls = 🎲 { $total ->
    [one] { $total } lancer
   *[other] { $total } lancers
} ; le plus souvent { $top } ({ $times ->
    [one] { $times } fois
   *[other] { $times } fois
}) ; le 7 est sorti { $sevens ->
    [one] { $sevens } fois
   *[other] { $sevens } fois
}.
stats-produced = 🌾 Cartes produites : { $list }.
stats-deals = 🤝 { $list }.
stats-trades = { $count ->
    [one] { $count } échange
   *[other] { $count } échanges
} entre joueurs
stats-bank = { $count } avec la banque
stats-bought = { $count ->
    [one] { $count } carte Développement achetée
   *[other] { $count } cartes Développement achetées
}
stats-stolen = cartes volées : { $list }

## Les réponses privées du salon (dans la langue de qui clique)

ask-lobby-closed = Ce salon est fermé ; la partie a déjà commencé ou est terminée.
ask-rematch-unfinished = Seule une partie jouée jusqu'au bout a une revanche.
ask-rematch-not-yours = Seuls les joueurs de la partie { $game } peuvent demander sa revanche ; `/catan { name-new }` ouvre une nouvelle table.
ask-rematch-not-seated = Seuls les joueurs assis à cette revanche sont sollicités.
ask-rematch-host-declines = Vous avez demandé cette revanche : cliquez sur **{ $cancel }** pour la fermer.
ask-rematch-accepted-already = Vous avez déjà accepté.
ask-rematch-nobody = Ce salon n'attend plus la réponse de personne.
rematch-waits = La revanche attend que { $names } accepte ou refuse.
ask-seated-already = Vous avez déjà une place à cette table.
ask-table-full = La table est complète.
ask-not-seated = Vous n'avez pas de place à cette table.
ask-host-cannot-leave = L'hôte ne peut pas partir ; cliquez plutôt sur **{ $cancel }** pour fermer le salon.
ask-only-host-cancels = Seul l'hôte peut annuler ce salon.
ask-only-host-ai = Seul l'hôte peut ajouter ou retirer des IA.
ask-only-host-settings = Seul l'hôte peut changer les réglages de la table.
ask-settings-rematch = Une revanche garde les réglages avec lesquels elle a été proposée tant qu'elle attend les réponses de ses joueurs.
btn-settings = Réglages
settings-chooser = **Réglages de la table** — ce que vous choisissez ici change le salon pour tous, aussitôt :
settings-saved = ✅ Enregistré : le salon affiche les nouveaux réglages.
settings-points = { $points } points de victoire pour gagner
settings-discard = Sur un 7, qui a plus de { $limit } cartes en défausse la moitié
settings-undos = { $count ->
    [0] Sans annulation
    [one] { $count } annulation par joueur
   *[other] { $count } annulations par joueur
}
settings-rules-placeholder = Règles : choisissez celles avec lesquelles jouer
settings-friendly-robber = Voleur bienveillant (épargne les joueurs à 2 points ou moins)
settings-balanced-dice = Dés équilibrés (lancers tirés d'un paquet mélangé des 36)
settings-balanced-sevens = Sept équilibrés (avec les dés équilibrés)
settings-paired = Tours à deux (au lieu des phases de construction spéciale)
ai-chooser = Quelle IA prend place ? **Heuristique** joue vite, selon des règles simples ; **Forte** calcule à l'avance ; **Aléatoire** est pour les débutants.
btn-ai-heuristic = Heuristique (rapide)
btn-ai-strong = Forte (calcule)
btn-ai-random = Aléatoire (débutants)
btn-ai-remove = Retirer une IA
ask-no-ai = Il n'y a pas d'IA à cette table.
ask-table-cancelled = La table est annulée.
ask-game-started = La partie a commencé : { $first } place en premier.
ask-seats = Places ({ $taken }/{ $players }) : { $names }.
ask-only-host-starts = Seul l'hôte peut lancer la partie.
ask-waiting-players = En attente { $count ->
    [one] d'{ $count } joueur de plus
   *[other] de { $count } joueurs de plus
}.

## Pourquoi un coup a été refusé (une réponse privée, dans la langue de qui clique)

building-name = { $building ->
    [settlement] { -settlement }
   *[city] { -city }
}
list-or = { $rest } ou { $last }
refusal-game-over = La partie est terminée.
refusal-no-such-seat = Il n'y a pas de place { $seat } dans cette partie.
refusal-not-your-turn = C'est le tour de { $name }, pas le vôtre.
refusal-waiting-for-discards = En attente de la défausse de { $names }.
refusal-place-settlement-first = Placez d'abord une { -settlement } (mise en place).
refusal-place-road-first = Placez maintenant une { -road } à côté de la { -settlement } que vous venez de poser.
refusal-not-setup = Ce n'est possible que pendant la mise en place.
refusal-roll-first = Lancez d'abord les dés.
refusal-already-rolled = Vous avez déjà lancé les dés ce tour-ci.
refusal-move-robber-first = Déplacez d'abord le { -robber }.
refusal-place-free-roads-first = Posez d'abord vos routes gratuites de Construction de routes.
refusal-no-robber-to-move = Il n'y a pas de { -robber } à déplacer pour l'instant.
refusal-no-discard-pending = Personne n'a à se défausser pour l'instant.
refusal-no-discard-owed = Vous n'avez pas à vous défausser.
refusal-wrong-discard-count = Vous devez défausser exactement { $owed } cartes, pas { $given }.
refusal-bad-dice = Les dés doivent être deux nombres de 1 à 6.
refusal-missing-dice = Les dés n'ont pas été lancés.
refusal-intersection-occupied = L'intersection { $at } porte déjà la { building-name } de { $name }.
refusal-too-close = Cette intersection est trop proche de la { building-name } de { $name } en { $at }.
refusal-settlement-not-connected = L'intersection { $at } n'est reliée à aucune de vos routes.
refusal-path-occupied = Il y a déjà la { -road } de { $name } sur { $at }.
refusal-road-not-connected = Une { -road } sur { $at } ne toucherait aucune de vos routes, colonies ou villes.
refusal-road-blocked-by-building = Une { -road } sur { $at } passerait par la { building-name } de { $name } en { $through }.
refusal-setup-road-not-adjacent = La { -road } de mise en place doit toucher la { -settlement } que vous venez de poser en { $at }.
refusal-no-settlement-to-upgrade = Vous n'avez pas de { -settlement } en { $at } à transformer.
refusal-no-pieces-left = Il ne vous reste plus de { $piece ->
    [road] routes
    [settlement] colonies
   *[city] villes
} à placer.
refusal-cannot-afford = Il vous manque { $missing } pour { $what ->
    [road] construire une { -road }
    [settlement] construire une { -settlement }
    [city] construire une { -city }
   *[development_card] acheter une { -development-card }
}.
refusal-deck-empty = La pioche des cartes Développement est vide.
refusal-no-such-card = Vous n'avez pas de carte { dev-card-name } à jouer.
refusal-card-bought-this-turn = Vous avez acheté cette carte { dev-card-name } ce tour-ci ; vous pourrez la jouer à partir de votre prochain tour.
refusal-already-played-card = Vous avez déjà joué une { -development-card } ce tour-ci.
refusal-no-road-possible = Vous ne pourriez construire de { -road } nulle part.
refusal-bank-lacks = La banque n'a plus { $resource ->
    [brick] d'{ -brick }
   *[other] de { resource-name }
}.
refusal-bank-short = La banque n'a plus que { $has } { resource-name }.
refusal-robber-must-move = Le { -robber } doit aller sur un autre hexagone que { $hex }.
refusal-friendly-robber = { $name } a 2 points ou moins et le { -robber } amical le protège ; choisissez un autre hexagone.
refusal-victim-required = Choisissez qui voler : { $names }.
refusal-not-a-victim = { $name } n'a pas de bâtiment sur l'hexagone { $hex } : vous ne pouvez pas le voler là.
refusal-victim-has-no-cards = { $name } n'a aucune carte à voler.
refusal-nobody-to-rob = Il n'y a personne à voler sur l'hexagone { $hex }.
refusal-steal-from-self = Vous ne pouvez pas vous voler vous-même.
refusal-stolen-card-not-held = { $name } n'a pas { $resource ->
    [brick] d'{ -brick }
   *[other] de { resource-name }
} : cette carte ne peut pas être celle volée.
refusal-missing-stolen-card = La carte volée n'a pas été tirée.
refusal-not-enough-cards = Vous n'avez que { $has } { resource-name }.
refusal-empty-trade-side = Choisissez au moins une carte à donner et une à recevoir.
refusal-same-resource-both-sides = La même ressource ne peut pas être des deux côtés d'un échange ({ resource-name }).
refusal-bank-trade-units = À vos taux, { $give } vous donne { $units ->
    [one] { $units } carte
   *[other] { $units } cartes
} de la banque, pas { $asked }.
refusal-bad-bank-rate = Vous échangez { $resource ->
    [brick] l'{ -brick }
    [wool] la { -wool }
   *[other] le { resource-name }
} avec la banque à { $rate }:1 : donnez-en un multiple de { $rate }.
refusal-trade-not-now = Les échanges se font seulement après le lancer des dés, pendant votre phase d'action.
refusal-no-open-offer = Il n'y a pas d'offre d'échange ouverte.
refusal-not-addressed = Cette offre ne vous est pas adressée.
refusal-trade-with-self = Vous ne pouvez pas échanger avec vous-même.
refusal-not-the-offerer = Seul le joueur dont c'est le tour peut faire cela avec un échange.
refusal-partner-not-ready = { $name } n'a ni accepté ni contré votre offre.
refusal-partner-lacks-cards = { $name } n'a plus les cartes pour cet échange.
refusal-nobody-addressed = Une offre doit être adressée à au moins un autre joueur.
refusal-no-cards-in-setup = On ne joue pas de cartes Développement pendant la mise en place.
refusal-victory-point-not-playable = Les cartes Point de victoire ne se jouent jamais ; elles comptent d'elles-mêmes.
refusal-no-such-hex = Il n'y a pas d'hexagone { $hex } sur cette île.
refusal-no-such-intersection = Il n'y a pas d'intersection { $at } sur cette île.
refusal-no-such-path = { $at } n'est pas un chemin de cette île : ces deux intersections ne sont pas voisines.
refusal-special-build-not-in-game = La phase de construction spéciale ne se joue qu'à 5 ou 6 joueurs.
refusal-special-build-own-turn = C'est votre propre tour : construisez maintenant au lieu de demander une phase de construction spéciale.
refusal-special-build-not-now = Vous ne pouvez demander une phase de construction spéciale que pendant le tour d'un autre joueur, après la mise en place.
refusal-special-build-already-asked = Vous avez déjà demandé une phase de construction spéciale ce tour-ci.
refusal-special-build-not-asked = Vous n'avez pas demandé de phase de construction spéciale ce tour-ci.
refusal-no-trade-in-special-build = Pendant une phase de construction spéciale, on construit et on achète seulement : pas d'échanges.
refusal-special-build-paired-turns = Cette table joue en tours à deux : pas de phase de construction spéciale ; vous construisez en colon 2 dans votre part d'un tour.
refusal-settler-two-trades-with-the-bank = En colon 2, vous commercez seulement avec la banque et les ports, pas avec les autres joueurs.
refusal-no-cards-in-special-build = On ne joue pas de cartes Développement pendant une phase de construction spéciale.
refusal-special-build-only-builds = Pendant une phase de construction spéciale, vous pouvez seulement construire et acheter des cartes Développement, puis passer.
refusal-undo-off = L'annulation est désactivée à cette table.
refusal-undo-limit = Vous n'avez plus d'annulation : chaque joueur en a { $count } dans cette partie.
refusal-nothing-to-undo = Vous n'avez rien à reprendre : seules vos propres constructions et vos échanges avec la banque depuis le dernier lancer, la dernière carte, le dernier vol, échange avec un joueur ou fin de tour peuvent être annulés.

## Ce qu'un joueur apprend de son propre coup (privé : dans la langue de qui clique)

refused-no-game-here = Il n'y a pas de partie ouverte dans ce salon. Lancez-en une avec `/catan { name-new }`.
refused-no-game-here-thread = Aucune partie n'est ouverte dans ce salon. `/catan { name-new }` en ouvre une dans un fil à elle (je ne peux pas jouer dans le salon lui-même : il me manque { $permissions }).
refused-no-game-cannot = Aucune partie n'est ouverte dans ce salon, et je ne peux pas en mener une ici : il me manque { $permissions }. Un administrateur du serveur peut { $count ->
    [one] l'accorder
   *[other] les accorder
} dans les paramètres du salon.
refused-game-gone = Cette partie n'existe plus.
refused-not-seated = Vous ne jouez pas dans cette partie.
refused-not-started = La partie n'a pas encore commencé.
refused-over = La partie est terminée.
refused-turn-over = Ce tour est terminé.
refused-special-build-over = Cette phase de construction spéciale est terminée.
refused-part-over = Cette part du tour est terminée.
refused-offer-closed = Cette offre est close.
refused-store = Désolé, la partie n'a pas pu être lue pour l'instant ; rien n'a changé. Veuillez réessayer.
setup-players = Une partie se joue de 2 à 6 joueurs, pas à { $count }.
setup-points-to-win = Les points de victoire pour gagner doivent être entre 5 et 20, pas { $count }.
setup-discard-limit = La limite de défausse doit être entre 7 et 20 cartes, pas { $count }.
setup-undo-limit = Chaque joueur peut avoir au plus { $most } annulations, pas { $count }.
setup-first-player = Le premier joueur doit être l'une des { $players } places, pas la place { $seat }.
setup-dev-deck = La pioche de cartes développement doit contenir exactement les { $cards } cartes du jeu.
setup-board-size = Une partie à { $players } joueurs se joue sur un plateau de { $want } tuiles, pas { $got }.
setup-beginner-map-on-large-island = La carte débutant est pour 2 à 4 joueurs ; une partie à 5–6 joueurs utilise une carte aléatoire.
setup-sevens-without-deck = Les sept équilibrés sont tirés du paquet des dés équilibrés : choisissez aussi les dés équilibrés.
setup-paired-needs-five = Les tours à deux se jouent à 5 ou 6 joueurs, pas à { $count }.
setup-explicit-board-tiles = Une partie à 5–6 joueurs demande un plateau fixe de 30 tuiles, pas { $got }.
error-nothing-changed = Désolé, quelque chose s'est mal passé de notre côté ; rien n'a changé. Veuillez réessayer.
error-shown-later = Votre coup a été joué, mais quelque chose s'est mal passé à l'affichage ; la table va se mettre à jour sous peu.
text-missing = Désolé, le bot n'a pas de texte pour ce message ; rien n'a changé.
refused-not-in-progress = La partie n'est plus en cours.
refused-user-not-seated = { $name } ne joue pas dans cette partie.
refused-unknown-button = Ce bouton appartient à quelque chose que je ne connais plus.
refused-unknown-form = Ce formulaire appartient à quelque chose que je ne connais plus.
refused-lobby-gone = Ce salon n'existe plus.
refused-choose-option = Choisissez l'une des options.
nothing-discard-first = Défaussez-vous d'abord (**{ $button }**).
nothing-to-build = Rien ne peut être construit pour l'instant : comparez vos cartes (**{ $button }**) aux coûts de `/catan { name-rules }`.
nothing-to-play = Vous n'avez aucune carte Développement jouable pour l'instant : une carte par tour, et jamais une achetée ce tour-ci.
nothing-to-trade = Vous ne pouvez pas échanger pour l'instant.
nothing-robber-move = Vous ne pouvez pas déplacer le voleur pour l'instant.
move-name = { $move ->
    [place_settlement] colonie
    [build_settlement] colonie
    [place_road] route
    [build_road] route
    [roll] lancer de dés
    [discard] défausse
    [move_robber] déplacement du voleur
    [build_city] ville
    [buy_dev_card] achat d'une carte Développement
    [play_knight] Chevalier
    [play_road_building] Construction de routes
    [play_year_of_plenty] Invention
    [play_monopoly] Monopole
    [bank_trade] échange avec la banque
    [offer_trade] offre d'échange
    [accept_trade] acceptation
    [decline_trade] refus
    [counter_trade] contre-offre
    [confirm_trade] échange
    [cancel_trade] retrait de l'offre
    [end_turn] fin de tour
    [ask_special_build] demande de construction entre les tours
    [withdraw_special_build] retrait de la demande de construction entre les tours
   *[undo] annulation
}
move-refused = Coup non joué : { move-name }. { $why }
move-not-made = Coup non joué : { move-name }, car { $why }. { $again }
why-kept-changing = la table a continué de changer pendant votre clic ; regardez-la d'abord
why-restarting = le bot redémarre
why-not-saved = le journal de la partie n'a pas pu être enregistré pour l'instant, donc rien n'a changé
why-click-unconfirmed = Discord n'a pas confirmé votre clic
again-click = Cliquez à nouveau sur **{ $label }**.
again-click-later = Cliquez à nouveau sur **{ $label }** dans une minute.
again-it = Cliquez à nouveau dessus.
again-it-later = Cliquez à nouveau dessus dans une minute.
again-send = Envoyez-le à nouveau.
again-send-later = Envoyez-le à nouveau dans une minute.
again-command = Utilisez à nouveau `/{ $command }`.
again-command-later = Utilisez à nouveau `/{ $command }` dans une minute.
move-restarting = Le bot redémarre : { move-name }, votre coup sera joué dans un instant, ou vous saurez pourquoi pas.
move-done = C'est fait.
move-maybe-not-made = Coup peut-être non joué : { move-name }. Quelque chose s'est mal passé de notre côté. Si la table ne le montre pas, réessayez.
move-recovered-made = Coup joué : { move-name }. Le bot a redémarré pendant ce temps.
move-recovered-refused = Coup non joué : { move-name }. Le bot a redémarré pendant ce temps. { $why }
move-recovered-kept-changing = Coup non joué : { move-name }. Le bot a redémarré pendant ce temps, et la table a continué de changer. Regardez-la et réessayez.
move-made-not-shown = Votre coup est joué. { $why }
# Discord's permissions, as each language's Discord names them.
perm-view-channel = Voir le salon
perm-send-messages = Envoyer des messages
perm-send-in-threads = Envoyer des messages dans les fils
perm-create-threads = Créer des fils publics
perm-attach-files = Joindre des fichiers
perm-read-history = Voir les anciens messages
cannot-show-missing = Je ne peux pas le montrer sur la table : il me manque { $permissions } ici. La partie attend, rien n'est perdu ; un administrateur du serveur peut { $count ->
    [one] rendre cette permission
   *[other] rendre ces permissions
}.
cannot-see-channel = Je ne vois plus ce salon (il manque **{ perm-view-channel }**) ; la partie attend, rien n'est perdu. Un administrateur du serveur peut rendre la permission.
cannot-post = Il me manque une permission pour publier ici (**{ perm-send-messages }**, **{ perm-send-in-threads }** ou **{ perm-attach-files }**) ; la partie attend, rien n'est perdu. Un administrateur du serveur peut rendre la permission.
private-bought = Vous avez acheté la carte { dev-card-name }.
private-stole = Vous avez volé 1 { resource-name } à { $name }.
sbp-asked-answer = Vous avez demandé une phase de construction spéciale : quand { $owner } finira son tour, vous pourrez construire et acheter des cartes Développement (ni échange, ni carte jouée). Pour retirer la demande, cliquez à nouveau sur **{ $button }**.
sbp-withdrawn-answer = Vous avez retiré votre demande : pas de phase de construction spéciale pour vous après le tour de { $owner }.

## Les choix et formulaires d'un tour (privé : dans la langue de qui clique)

btn-more = Suite ▶
btn-previous = ◀ Précédent
chooser-part = { $title } ({ $part } sur { $parts })
terrain-name = { $terrain ->
    [forest] forêt
    [pasture] pré
    [fields] champ
    [hills] colline
    [mountains] montagne
   *[desert] désert
}
place-pips = { $pips ->
    [one] { $pips } point
   *[other] { $pips } points
}
place-tile = { terrain-name } { $number }
place-intersection = { $tiles } · { place-pips }
place-intersection-harbor = { $tiles } · { place-pips } · port 3:1
place-intersection-special-harbor = { $tiles } · { place-pips } · port 2:1 { resource-name }
place-city = { $at } · { -city } · { $place }
place-path = { $path } · vers { $place }
place-hex = { $hex } · { terrain-name } { $number } · { place-pips }
place-hex-desert = { $hex } · { terrain-name }
place-hex-rob = { $place } · voler { $names }
place-hex-nobody = { $place } · personne à voler
chooser-place-settlement = Placer une { -settlement }
chooser-place-road = Placer une { -road }
chooser-build-road = Construire une { -road } (1 { -brick }, 1 { -lumber })
chooser-build-settlement = Construire une { -settlement } ({ -brick }, { -lumber }, { -wool }, { -grain })
chooser-build-city = Construire une { -city } (2 { -grain }, 3 { -ore })
chooser-build-where = Où ? Chaque emplacement où vous pouvez construire est entouré et marqué de son numéro.
chooser-build-where-paged = Où ? Chaque emplacement où vous pouvez construire est entouré et marqué de son numéro. (partie { $page } sur { $pages } de l'île)
close-up-part = 🔍 L'île en ce moment, partie { $page } sur { $pages }.
build-not-a-path = « { $at } » n'est pas un chemin ; écrivez-le comme 12-13.
build-not-an-intersection = « { $at } » n'est pas une intersection ; utilisez un nombre de 1 à { $last }.
robber-not-a-hex = « { $hex } » n'est pas un hexagone ; utilisez une lettre de A à { $last }.
robber-nobody-there = Personne ne peut être volé sur l'hexagone { $hex } : laissez `{ optname-robber-victim }` vide.
robber-can-steal-from = Sur l'hexagone { $hex }, vous pouvez voler { $names }.
robber-choose-victim = Choisissez avec `{ optname-robber-victim }` qui voler sur l'hexagone { $hex } : { $names }.
nobody-called = Personne du nom de « { $name } » n'est assis à cette table.
robber-cannot-rob = { $name } ne peut pas être volé là.
robber-placeholder = Déplacer le { -robber } vers…
robber-where = Où va le { -robber } ?
robber-choose-hex = Choisissez un hexagone.
robber-cannot-go = Le { -robber } ne peut pas aller là maintenant.
btn-steal-from = Voler { $name }
robber-whom = Hexagone { $hex } : qui volez-vous ?
victim-choice = { $name } · { $cards ->
    [one] { $cards } carte
   *[other] { $cards } cartes
}
victim-choice-at = { victim-choice } · hexagone { $hexes }
discard-placeholder = Combien de chaque : { $count } cartes en tout
btn-type-cards = Saisir les cartes…
discard-chooser = Vous avez { $hand }. Choisissez combien de chaque ressource défausser, { $count } cartes en tout (un choix par ressource).
discard-already-in = Votre défausse est faite : la table attend la défausse de { $names }.
discard-not-owed = Vous n'avez pas à vous défausser (vous n'aviez pas plus de cartes que la limite) : la table attend la défausse de { $names }.
discard-form-title = Défausser { $count } cartes
discard-form-field = Cartes à défausser (ex. 2 { -brick }, 1 { -ore })
trade-bank-option = Donner { $give }, recevoir { $get }
btn-offer-to-players = Proposer aux joueurs…
trade-bank-placeholder = Échanger avec la banque (votre meilleur taux)
trade-chooser = Échangez avec la banque, ou proposez un échange à la table.
trade-chooser-no-bank = { $why } Vous pouvez proposer un échange aux joueurs.
offer-form-title = Proposer un échange
offer-form-give = Vous donnez (ex. 1 { -brick }, 1 { -wool })
offer-form-get = Vous recevez (ex. 1 { -ore })
offer-form-to = À (nom d'un joueur ; vide : tout le monde)
counter-own = Vous ne pouvez pas contrer votre propre offre ; retirez-la et faites-en une nouvelle.
counter-form-title = Contre-offre
counter-form-give = Vous donnez
counter-form-get = Vous recevez
bank-none-left = Vous ne pouvez pas échanger avec la banque pour l'instant : elle n'a plus de cartes à donner contre votre { $resources }.
bank-need = Vous ne pouvez pas échanger avec la banque pour l'instant : il vous faut { $need }, et vous avez { $held }.
bank-need-harbors = { $each } ({ $count ->
    [one] votre port 2:1
   *[other] vos ports 2:1
} { $names })
bank-need-three = 3 d'une même ressource (votre port 3:1)
bank-need-three-other = 3 de toute autre ressource (votre port 3:1)
bank-need-no-harbor = { $rate } d'une même ressource (vous n'avez pas de port)
bank-need-other = { $rate } de toute autre ressource
bank-held-nothing = aucune carte ressource
cards-name-resource = Indiquez avec `{ optname-play-resource }` la ressource à réclamer.
cards-name-two = Indiquez avec `{ optname-play-resource }` et `{ optname-play-resource2 }` les deux cartes à prendre.
btn-play-card = Jouer { dev-card-name }
cards-monopoly-on = Monopole sur { resource-name }
cards-yop-placeholder = Invention : prenez deux cartes
cards-monopoly-placeholder = Monopole : nommez une ressource
cards-none = Vous n'avez aucune carte Développement à jouer.
cards-which = Quelle carte ?
cards-bad-count = « { $count } » n'est pas un nombre de cartes.
cards-expected-resource = Une ressource est attendue après « { $count } ».
cards-not-a-resource = « { $word } » n'est pas une ressource ({ -brick }, { -lumber }, { -wool }, { -grain }, { -ore }).

## Le plateau et les graphiques de la partie (dans la langue de la table ; le plateau d'un choix privé dans celle du membre)

board-setup = Mise en place
board-game-over = Partie terminée
board-turn = Tour { $turn }
board-build-spots = Emplacements de { $name } :
board-spots-settlements = { $count ->
    [one] { $count } colonie
   *[other] { $count } colonies
}
board-spots-cities = { $count ->
    [one] { $count } ville
   *[other] { $count } villes
}
board-spots-roads = { $count ->
    [one] { $count } route
   *[other] { $count } routes
}
board-spots-none = nulle part pour l'instant
board-last-roll = Dernier lancer
board-no-roll = Pas encore de lancer
board-bank = Banque
board-deck = Cartes Dév. { $count }
board-cards = Cartes
board-dev-cards = Dév.
board-knights = Chevaliers
board-road = Route
board-vp = PV
board-status-road = { $name } pose une route
board-status-settlement = { $name } pose une colonie
board-status-roll = { $name } lance les dés
board-status-discards = Défausses en attente
board-status-robber = { $name } déplace le voleur
board-status-main = { $name } construit et échange
board-status-free-roads = { $name } pose des routes gratuites
board-status-special-build = { $name } : construction spéciale
board-status-won = { $name } gagne !
board-status-nobody-won = Personne n'a gagné
board-badge-vp-cards = { $count ->
    [one] { $count } carte PV
   *[other] { $count } cartes PV
}
board-badge-discards = Défausse { $count }
board-badge-special-build = Constr. spéciale
board-badge-longest-road = Route la plus longue
board-badge-largest-army = Armée la plus puissante
chart-player = Joueur { $seat }
chart-won = { $name } gagne après { $turns } tours
chart-setup = Mise en place
chart-played = { $turns } tours joués
chart-summary = { $players } joueurs · { $rolls ->
    [one] { $rolls } lancer
   *[other] { $rolls } lancers
} · { $trades ->
    [one] { $trades } échange
   *[other] { $trades } échanges
}
chart-points = Points de victoire
chart-chances = Chances de gagner, tour par tour
chart-turn = tour
chart-dice = Dés obtenus et attendus
chart-rolled = obtenus
chart-expected = attendus
chart-cards = Cartes par joueur
chart-gained = reçues
chart-robbed = volées
chart-monopolized = prises par Monopole
chart-traded-away = cédées
chart-traded-for = obtenues en échange
trend-unrated = Pas encore de partie classée.
trend-change = { $games ->
    [one] { $change } sur { $games } partie
   *[other] { $change } sur { $games } parties
}
trend-high = max. { $value }
trend-low = min. { $value }

## Les autres commandes et boutons de la table (privé : dans la langue de qui demande)

refused-conflict = Quelqu'un d'autre a agi au même moment ; veuillez réessayer.
refused-channel-busy = Ce salon a déjà une partie ouverte.
lobby-rematch-declined = { $name } a refusé la revanche : la place est libre.
new-missing-permissions = Je ne peux pas tenir de table ici : il me manque { $permissions } dans ce salon. Un administrateur du serveur peut { $count ->
    [one] l'accorder
   *[other] les accorder
} dans les paramètres du salon{ $fix }.
new-missing-fix-no-thread = { " " }(ou ouvrez la table sans fil : `/catan { name-new } { optname-new-thread }:False`)
new-missing-fix-thread = { " " }(une table dans son propre fil fonctionnerait ici : `/catan { name-new }` sans `{ optname-new-thread }:False`)
new-missing-fix-also = { " " }(une table sans fil aurait aussi besoin de { $also })
new-thread-failed = Je n'ai pas pu ouvrir de fil ici ; essayez `/catan { name-new } { optname-new-thread }:False` pour jouer dans ce salon.
watch-over = Cette partie est terminée : il n'y a plus rien à regarder.
watch-plays = Vous jouez à cette table : chacun de ses messages est déjà le vôtre.
watch-watching = 👀 Vous regardez la partie { $game } ({ $names }) : chaque coup s'affiche ici dès qu'il est joué. Les spectateurs ne voient jamais de main ni de carte.
watch-thread-added = Vous avez été ajouté au fil de la table.
watch-thread-follow = Suivez le fil de la table pour le voir dans votre liste.
watch-ping = 👀 Vous regardez la partie { $game } : le message de fin de partie vous mentionnera.
watch-stopped = Vous ne regardez plus la partie { $game }.
watch-not-watching = Vous ne regardiez pas la partie { $game }.
btn-watch-ping = Me mentionner à la fin
btn-unwatch = Ne plus regarder
board-reposted = La table est publiée à nouveau ci-dessous.
board-repost-failed = Discord n'a pas accepté la nouvelle publication ; je réessaie sous peu.
log-unreadable = Le journal de cette partie ne peut pas être lu, désolé.
abandon-not-host = Seul l'hôte ou un membre avec « Gérer les salons » peut abandonner cette partie.
abandon-too-late = La partie vient de se terminer ; son résultat est acquis.
no-game-here = Il n'y a pas de partie { $game } dans ce salon.
export-not-over = L'enregistrement est disponible une fois la partie terminée (ou pour les membres avec « Gérer les salons »).
export-record = L'enregistrement de la partie { $game }.
notify-dm-on = **Vos tours :** la mention dans le salon de la table, et un message privé avec un lien vers le message du tour.
notify-dm-off = **Vos tours :** la mention dans le salon de la table (`/catan { name-notify } { optname-notify-dm }:True` ajoute un message privé avec un lien).
notify-dm-refused = Discord a refusé le dernier (vos messages privés venant de ce serveur sont peut-être fermés) : aucun n'est envoyé tant que vous ne les réactivez pas avec `{ optname-notify-dm }:True`.
notify-quiet = **Heures calmes :** { $hours } : pas de message privé alors, seulement la mention dans le salon, et votre horloge de tour s'arrête.
notify-quiet-now = C'est l'heure calme pour vous en ce moment.
notify-next-on = **Préavis :** un message privé quand le joueur avant vous commence son tour.
notify-next-off = **Préavis :** aucun (`{ optname-notify-next }:True` envoie un message privé quand le joueur avant vous commence son tour).
notify-quiet-none = **Heures calmes :** aucune (`{ optname-notify-quiet }:22-7 { optname-notify-time_zone }:Europe/Paris` en fixe).
dm-turn = 🎲 C'est votre tour dans { $channel } (Catan, partie { $game }) : { $link }
dm-turn-what = { $what } : { $link }
dm-heads-up = ⏭ { $name } a commencé le tour { $turn } ; le vôtre suit · { $game } : { $link }
dm-refused = Je n'ai pas pu vous envoyer de message privé pour votre tour : Discord l'a refusé (vos messages privés venant de ce serveur sont peut-être fermés). Vos tours vous mentionnent toujours dans le salon. Une fois que vous les autorisez, `/catan { name-notify } { optname-notify-dm }:True` réactive les messages.
quiet-hours-bad = Les heures calmes sont deux heures de la journée, comme `22-7` (de 22:00 à 7:00), ou `off`.
quiet-hours-empty = Les heures calmes demandent un début et une fin différents.
quiet-zone-unknown = Je ne connais pas le fuseau horaire `{ $zone }` : utilisez un nom comme `Europe/Paris` ou `America/New_York`, ou `UTC`.

## Entre les parties : statistiques, classement, historique et récapitulatif d'une partie (privé : dans la langue de qui demande)

stats-none-server = Aucune partie n'est encore terminée sur ce serveur, il n'y a donc pas de statistiques. `/catan { name-new }` ouvre une table.
stats-turn-time = **Temps par tour :** { $median } (le plus long { $longest })
stats-none-you = Vous n'avez pas encore terminé de partie sur ce serveur : vos statistiques commencent avec votre première partie terminée. `/catan { name-new }` ouvre une table.
stats-none-them = { $name } n'a pas encore terminé de partie sur ce serveur.
stats-head = **📊 { $name }** sur ce serveur
stats-games = 🎲 { $games ->
    [one] { $games } partie terminée
   *[other] { $games } parties terminées
} · { $wins ->
    [one] { $wins } victoire
   *[other] { $wins } victoires
} ({ $rate } %) · { $points } points par partie en moyenne
stats-rating = 📈 Classement **{ $rating }**{ $trend ->
    [last] { " " }({ $change } sur les { $count ->
        [one] { $count } dernière partie
       *[other] { $count } dernières parties
    })
    [all] { " " }({ $change } sur { $count ->
        [one] { $count } partie
       *[other] { $count } parties
    })
   *[none] {""}
}{ $more ->
    [0] {""}
   *[other] ; encore { $more ->
        [one] { $more } partie terminée
       *[other] { $more } parties terminées
    } pour entrer au classement
}
stats-no-change = sans changement
stats-unrated = 📈 Classement : pas encore calculé.
stats-favourite-first = { resource-name } ({ $count } sur { $games ->
    [one] { $games } partie
   *[other] { $games } parties
})
stats-favourite = { resource-name } ({ $count })
stats-favourites = 🏠 Première colonie le plus souvent près de : { $list }.
stats-longest-road = 🛣️ Route la plus longue : { $length ->
    [one] { $length } route
   *[other] { $length } routes
} (partie { $game }).
btn-next = Suivant ▶
leaderboard-short = Vous avez ici { $games ->
    [one] { $games } partie terminée
   *[other] { $games } parties terminées
} : encore { $more ->
    [one] { $more } partie
   *[other] { $more } parties
} et vous y êtes.
leaderboard-empty = Aucune partie n'est encore terminée sur ce serveur : le classement se remplit à mesure que les parties se terminent. `/catan { name-new }` ouvre une table.
leaderboard-nobody = Personne n'a encore terminé { $min } parties sur ce serveur : un joueur entre au classement après { $min } parties terminées.
leaderboard-head = **🏆 Classement** — par classement ; joueurs avec au moins { $min ->
    [one] { $min } partie terminée
   *[other] { $min } parties terminées
} sur ce serveur.
leaderboard-line = { $rank } { $name } — **{ $rating }** · { $games ->
    [one] { $games } partie
   *[other] { $games } parties
} · { $wins ->
    [one] { $wins } victoire
   *[other] { $wins } victoires
}
leaderboard-line-you = { leaderboard-line } ← vous
leaderboard-foot = Page { $page } sur { $pages } · { $players ->
    [one] { $players } joueur
   *[other] { $players } joueurs
}.
history-note-server = Aucune partie n'est encore terminée dans ce salon (une table dans son propre fil compte là-bas) ; voici les parties de tout le serveur.
history-empty = Aucune partie n'est encore terminée sur ce serveur. `/catan { name-new }` ouvre une table.
history-head-channel = **📜 Parties terminées dans ce salon**, les plus récentes d'abord
history-head-server = **📜 Parties terminées sur ce serveur**, les plus récentes d'abord
history-foot = Page { $page } sur { $pages } · { $games ->
    [one] { $games } partie
   *[other] { $games } parties
}. Le bouton d'une partie donne son enregistrement, son accéléré et ses graphiques.
btn-history-game = Partie { $game }
history-game = **Partie { $game }**
history-abandoned = abandonnée
# A history line's other facts: when the game ended (Discord shows the time as "2 days ago"
# in the reader's language), its channel, its winner, and each player's points.
history-when = <t:{ $time }:R>
history-where = <#{ $channel }>
history-winner = 🏆 **{ $name }**
history-score = { $name } { $points }
recap-gone = La partie { $game } n'existe plus.
recap-elsewhere = La partie { $game } a été jouée sur un autre serveur.
recap-not-started = La partie { $game } n'a jamais commencé : elle n'a pas d'enregistrement.
recap-head = **Partie { $game }**
recap-head-abandoned = **Partie { $game }** (abandonnée)
recap-head-won = **Partie { $game }** — 🏆 { $name } a gagné
recap-files = { $head } : son enregistrement (chaque coup, à garder ou pour vérifier les dés){ $files ->
    [both] , son accéléré et ses graphiques
    [timelapse] { " " }et son accéléré
    [charts] { " " }et ses graphiques
   *[none] {""}
}.
recap-missing = { $what ->
    [both] Son accéléré et ses graphiques n'ont pas pu être créés, désolé.
    [timelapse] Son accéléré n'a pas pu être créé, désolé.
   *[charts] Ses graphiques n'ont pas pu être créés, désolé.
}

## /catan-hub games (une réponse privée, dans la langue de qui demande)

games-head-yours = **À vous de jouer** · { $count ->
    [one] { $count } table
   *[other] { $count } tables
}
games-head-others = **En attente des autres** · { $count ->
    [one] { $count } table
   *[other] { $count } tables
}
games-ai = 🤖 { $name } (IA) joue · { $game }
games-setup-settlement = 🏠 { $name } place une { -settlement } · { $game }
games-setup-road = 🛣️ { $name } place une { -road } · { $game }
games-roll = 🎲 { $name } doit lancer les dés du tour { $turn } · { $game }
games-main = 🔨 { $name } joue le tour { $turn } · { $game }
games-discard = 🃏 { $names } { $count ->
    [one] défausse la moitié de ses cartes
   *[other] défaussent la moitié de leurs cartes
} · { $game }
games-robber = 🥷 { $name } doit déplacer le { -robber } · { $game }
games-road-building = 🛣️ { $name } place ses routes gratuites · { $game }
games-special-build = 🔨 Phase de construction spéciale de { $name } · { $game }
games-lobby = 🪑 Table ouverte, { $taken } places prises sur { $players } · { $game }
games-lobby-start = 🪑 { $name }, votre table est complète : cliquez sur **{ btn-start }** · { $game }
games-lobby-rematch = 🔁 { $name }, une revanche ? **{ btn-accept }** ou **{ btn-decline }** · { $game }
games-link = [Aller à la table]({ $link })
games-server = **{ $name }**
games-turn-since = tour commencé { $since }
games-lobby-since = ouverte { $since }
games-more = …et { $count ->
    [one] une table de plus
   *[other] { $count } tables de plus
} : plus qu'un message ne peut contenir.
games-none = Vous n'avez de place à aucune table en ce moment. `/catan { name-new }` en ouvre une dans un salon, et le bouton **{ btn-join }** d'une table ouverte vous y donne une place.

## /catan fair (une réponse privée, dans la langue de qui demande)

fair-explained = **Dés équitables** — comment chacun peut vérifier la chance de cette table.
    Avant que quiconque rejoigne, le bot fixe une graine secrète et montre son empreinte (un hachage SHA-256) dans le salon. Au départ, il y mêle ce que personne ne savait avant : le numéro de la partie, l'identifiant Discord du clic sur **{ btn-start }** et les joueurs assis. Tout le hasard de la partie (la carte aléatoire, qui commence, la pioche Développement, chaque lancer, chaque carte volée) en découle, chaque sorte comptée dans son propre flux. Quand la partie se termine, gagnée ou abandonnée, la graine est montrée, et chacun peut vérifier avec l'enregistrement (`/catan { name-export }`) qu'elle correspond à l'empreinte et que chaque tirage en vient : le vérificateur du bot le fait sur n'importe quel ordinateur, sans le bot.
    {"**"}Ce que cela prouve :** une fois le salon ouvert, personne (l'opérateur du bot compris) ne pouvait choisir un lancer, une carte ou un vol pour quiconque, ni en changer un après coup, sans que la vérification le signale.
    {"**"}Ce que cela ne peut pas prouver :** le bot connaît la graine pendant que vous jouez ; un serveur malhonnête pourrait donc regarder les lancers à venir, ou jeter des salons jusqu'à ce qu'un lui plaise (chaque salon montre sa propre empreinte). Les IA ne le font jamais : elles ne voient que leur propre main et la table, comme vous.
fair-check-before = La partie { $game } a commencé avant les dés équitables : ses tirages ne peuvent pas être vérifiés ainsi.
fair-check-fingerprint = Partie { $game } : l'empreinte est `{ $fingerprint }`.
fair-check-entropy = Mêlé au départ : `{ $entropy }`.
fair-check-entropy-later = Le départ y mêlera son aléa.
fair-check-seed = La graine, révélée : `{ $seed }`.
fair-check-seed-later = La graine est révélée à la fin de la partie.
fair-check-balanced = Dés équilibrés : les lancers sont distribués depuis des paquets mélangés des 36 résultats de deux dés, { $deal } par paquet.
fair-howto = Comment vérifier vous-même un enregistrement, pas à pas : { $url }
fair-howto-none = Pour vérifier un enregistrement, demande à qui fait tourner ce bot : il peut le vérifier pour toi, ou te donner le vérificateur.

## /catan hint (une réponse privée, dans la langue de qui demande) : quoi faire, et pourquoi

do-place-settlement = Placez une { -settlement } en { $at }
do-place-road = Placez une { -road } sur { $at }
do-roll = Lancez les dés
do-discard = Défaussez { $cards }
do-robber = Déplacez le { -robber } sur l'hexagone { $hex }{ $detail }
do-robber-steal = Déplacez le { -robber } sur l'hexagone { $hex }{ $detail } et volez { $name }
do-free-road = Construisez une { -road } gratuite sur { $at }
do-road = Construisez une { -road } sur { $at }
do-settlement = Construisez une { -settlement } en { $at }
do-city = Construisez une { -city } en { $at }
do-buy = Achetez une { -development-card }
do-knight = Jouez un { dev-card-name }
do-play = Jouez { dev-card-name }
do-year-of-plenty = Jouez { dev-card-name } et prenez { $cards }
do-monopoly = Jouez { dev-card-name } sur { resource-name }
do-bank = Échangez { $give } avec la banque contre { $get }
do-offer = Proposez { $give } contre { $get } à { $to }
do-accept = Acceptez l'offre de { $name }
do-decline = Refusez l'offre de { $name }
do-counter = Contrez l'offre de { $name } : { $give } contre { $get }
do-confirm = Confirmez l'échange avec { $name }
do-withdraw = Retirez votre offre
do-end-special = Terminez votre phase de construction spéciale
do-end = Terminez votre tour
do-ask-special = Demandez une phase de construction spéciale
do-withdraw-special = Retirez votre demande de phase de construction spéciale
do-undo = Annulez votre dernière construction ou votre dernier échange avec la banque
hint-over-won = La partie est terminée : { $name } a gagné
hint-over = La partie est terminée
hint-not-your-turn = C'est le tour de { $name }, pas le vôtre
hint-not-your-special-build = C'est la phase de construction spéciale de { $name }, pas la vôtre
hint-waiting-discards = En attente de la défausse de { $names }
hint-offer-answered = Vous avez répondu à l'offre de { $name } ; { $name } décide maintenant
hint-waiting-answers = Votre offre attend la réponse de { $names }
hint-no-move = { $reason }.
hint-unreadable = Désolé, je n'ai pas pu trouver de conseil pour cette position.
hint-footer = 💡 { $line }
    -# Le choix de l'IA forte à votre place, d'après ce que vous voyez ; vous seul le voyez.
hint-line = { $head } : { $reason }.
hint-line-bare = { $head }.
hint-toward = vers { $place }
hint-terms = vous donnez { $give }, recevez { $get }
hint-hex = { terrain-name } { $number } · { place-pips }
hint-goal = { $goal ->
    [city] une { -city }
    [settlement] une { -settlement }
    [road] une { -road }
   *[dev] une { -development-card }
}
hint-goal-short = { hint-goal }
hint-then-pay = ensuite vous pouvez payer { $goals }
hint-then-short = ensuite il vous manque { $missing } pour { hint-goal-short }
hint-if-accepted-pay = si quelqu'un accepte, vous pouvez payer { $goals }
hint-if-accepted-short = si quelqu'un accepte, il vous manque { $missing } pour { hint-goal-short }
hint-only-move = c'est votre seul coup
hint-end-or-offer = vos cartes ne vous permettent de rien construire ni acheter pour l'instant ; vous pouvez encore proposer un échange aux autres avant
hint-wins = cela vous fait gagner la partie
hint-first = pour la première fois : { $resources }
hint-richest = aucun emplacement libre n'a plus de points
hint-richer = { $count ->
    [one] un seul emplacement libre a
   *[other] seulement { $count } emplacements libres ont
} plus de points
hint-city = une { -city } à cet endroit produit deux fois plus : +{ $pips } points
hint-longest-road = vous prenez la { -longest-road } ({ $length })
hint-settlement-next = une { -settlement } pourra ensuite aller en { $at }
hint-heads-for = elle mène vers de la place pour une { -settlement } en { $at }
hint-robber-none = le { -robber } ne bloque aucun de vos hexagones
hint-robber-only = le { -robber } ne bloque que votre hexagone { $hex }
hint-keep-pays = vous gardez { $kept }, de quoi payer { $goals }
hint-keep-short = vous gardez { $kept } et il vous manque { $missing } pour { hint-goal-short }
hint-keep = vous gardez { $kept }
hint-blocks = il bloque { $names }
hint-victim = { $name } a { $cards ->
    [one] { $cards } carte
   *[other] { $cards } cartes
} et { $points ->
    [one] { $points } point
   *[other] { $points } points
}
hint-unseen = des { $total } cartes que vous n'avez pas vues, { $knights ->
    [one] { $knights } est un Chevalier
   *[other] { $knights } sont des Chevaliers
} et { $vps ->
    [one] { $vps } un Point de victoire
   *[other] { $vps } des Points de victoire
}
hint-largest-army = vous prenez l'{ -largest-army } ({ $knights ->
    [one] { $knights } chevalier
   *[other] { $knights } chevaliers
})
hint-robber-yours = le { -robber } bloque votre hexagone { $hex }
hint-knight-steal = ensuite vous déplacez le { -robber } et volez une carte
hint-free-roads = vous construisez { $count ->
    [one] { $count } route
   *[other] { $count } routes
} gratuitement
hint-monopoly = les autres ont { $count } { resource-name } à eux tous
hint-close-to-winning = { $name } a { $points ->
    [one] { $points } point
   *[other] { $points } points
} et est près de gagner
hint-not-held = vous n'avez pas { $cards }
hint-no-closer = cela ne rapproche aucune de vos constructions
hint-nobody-took = personne ne l'a prise
hint-no-answer-closer = aucune réponse ne rapproche une construction
hint-cannot-pay = vous ne pouvez rien payer ; il vous manque { $missing } pour { hint-goal-short }
hint-save-up = économisez : il vous manque { $missing } pour { hint-goal-short }
hint-nothing-worth = rien de ce que vous pouvez payer ne vaut la peine maintenant
hint-chance = Vos chances de gagner : { $now } % maintenant, { $after } % après ce coup
hint-chance-rival = ; le suivant, { $rival } : { $pct } %
hint-chance-now = Vos chances de gagner maintenant : { $now } %.
hint-no-offer = ne rien proposer

## Les sous-commandes telles qu'on les tape (minuscules, chiffres, - et _ ; 32 au plus)

name-new = nouvelle
name-join = rejoindre
name-leave = quitter
name-start = lancer
name-build = construire
name-roll = dés
name-buy = acheter
name-play = jouer
name-robber = voleur
name-discard = défausser
name-trade = échanger
name-bank = banque
name-end = finir
name-hand = main
name-board = plateau
name-log = journal
name-rules = règles
name-abandon = abandonner
name-export = exporter
name-fair = équité
name-hint = conseil
name-stats = stats
name-leaderboard = classement
name-history = historique
name-notify = notifications
name-hub-games = parties
name-hub-season = saison
name-hub-season-start = lancer
name-hub-season-end = terminer
name-hub-season-standings = classement
optname-hub-season-start-name = nom
optname-hub-season-start-length = durée
name-hub-tournament = tournoi
name-hub-tournament-create = créer
name-hub-tournament-start = lancer
name-hub-tournament-leave = quitter
name-hub-tournament-remove = retirer
name-hub-tournament-abandon = abandonner
name-hub-tournament-standings = classement
optname-hub-tournament-create-name = nom
optname-hub-tournament-create-rounds = rondes
optname-hub-tournament-create-final_table = table_finale
optname-hub-tournament-create-points = points
optname-hub-tournament-create-turn_timer = temps_par_tour
optname-hub-tournament-remove-player = joueur
optname-hub-tournament-abandon-table = table
optname-leaderboard-season = saison

## Les options telles qu'on les tape

optname-new-players = joueurs
optname-new-map = carte
optname-new-build_phase = phase_de_construction
optname-new-points = points
optname-new-discard_limit = limite_défausse
optname-new-friendly_robber = voleur_amical
optname-new-balanced_dice = dés_équilibrés
optname-new-balanced_sevens = sept_équilibrés
optname-new-undos = annulations
optname-new-turn_timer = minuteur
optname-new-thread = fil
optname-new-language = langue
optname-build-what = quoi
optname-build-at = où
optname-play-card = carte
optname-play-resource = ressource
optname-play-resource2 = ressource2
optname-robber-hex = hexagone
optname-robber-victim = victime
optname-discard-brick = argile
optname-discard-lumber = bois
optname-discard-wool = laine
optname-discard-grain = blé
optname-discard-ore = minerai
optname-trade-give = donner
optname-trade-get = recevoir
optname-trade-to = à
optname-bank-give = donner
optname-bank-get = recevoir
optname-bank-amount = quantité
optname-export-game = partie
optname-fair-game = partie
optname-stats-player = joueur
optname-history-scope = portée
optname-notify-dm = mp
optname-notify-next = suivant
optname-notify-quiet = calme
optname-notify-time_zone = fuseau

## My review (the game-over message and /catan history)
btn-my-review = Mon analyse
btn-history-review = Analyse { $game }
review-head = 🔍 Votre analyse de la partie { $game } : les trois coups qui vous ont le plus coûté, selon le modèle de chances de victoire (vous seul le voyez).
review-move = { $n }. Tour { $turn } : vous avez joué { $played } ({ $chance } %) ; l'IA aurait joué { $best } ({ $best_chance } %).
review-move-setup = { $n }. Mise en place : vous avez joué { $played } ({ $chance } %) ; l'IA aurait joué { $best } ({ $best_chance } %).
review-clean = 🔍 Partie { $game } : aucun de vos coups n'avait d'alternative nettement meilleure, selon le modèle de chances de victoire.
review-not-seated = Vous n'avez pas joué la partie { $game } : elle ne contient pas d'analyse pour vous.
review-not-over = La partie { $game } est en cours : l'analyse vient à la fin de la partie.
review-abandoned = La partie { $game } a été abandonnée : seules les parties terminées sont analysées.
review-unavailable = L'analyse de la partie { $game } n'a pas pu être faite : son enregistrement ne se rejoue pas.

## Saisons
season-no-server = Les saisons appartiennent à un serveur : utilisez ceci dans l'un de ses salons.
season-not-manager = Seuls les membres ayant la permission Gérer le serveur peuvent lancer ou terminer une saison.
season-bad-name = Le nom d'une saison compte de 1 à { $most } caractères.
season-bad-length = « { $typed } » n'est pas une durée de saison : indiquez des jours (30) ou des semaines (4w), de 1 à { $most } jours.
season-running = La saison **{ $name }** est en cours sur ce serveur : terminez-la d'abord (`/catan-hub season end`).
season-name-taken = Ce serveur a déjà eu une saison nommée **{ $name }** : choisissez un autre nom.
season-none-running = Aucune saison n'est en cours sur ce serveur.
season-unknown = Ce serveur n'a pas de saison nommée « { $name } ».
season-started = 🏁 La saison **{ $name }** commence : chaque partie classée terminée sur ce serveur jusqu'au <t:{ $ends }:f> compte aussi pour son propre classement, tout le monde repartant de zéro (`/catan leaderboard season:{ $name }`). Le classement de saison d'un joueur apparaît après { $placement } parties.
season-ended = La saison **{ $name }** est terminée : son classement est publié dans { $channel }.
season-head-running = **🏁 Saison { $name }** — en cours jusqu'au <t:{ $end }:f>
season-head-past = **🏁 Saison { $name }** — du <t:{ $start }:d> au <t:{ $end }:d>
season-over-head = **🏁 La saison { $name } est terminée** (du <t:{ $start }:d> au <t:{ $end }:d>). Classement final :
season-empty = Aucune partie classée ne s'est terminée pendant cette saison.
season-nobody-placed = Personne n'a encore terminé { $placement } parties de cette saison.
season-more = …et { $count } de plus.
season-placing-one = { $name } ({ $games })
season-placing = Encore dans leurs { $placement } parties de placement (parties jouées) : { $players }.
season-champion = 🏆 Champion : **{ $name }** !

## Tournois
tournament-no-server = Les tournois appartiennent à un serveur : utilisez ceci dans l'un de ses salons.
tournament-none = Aucun tournoi n'est ouvert sur ce serveur.
tournament-not-manager = Seuls les membres ayant la permission Gérer le serveur peuvent créer un tournoi.
tournament-not-organiser = Seul l'organisateur du tournoi peut faire cela.
tournament-bad-name = Un tournoi a besoin d'un nom.
tournament-open = Le tournoi **{ $name }** est ouvert sur ce serveur : un à la fois.
tournament-created = Le tournoi **{ $name }** est ouvert aux inscriptions : cliquez sur **{ btn-start }** sur son message quand tout le monde est inscrit.
tournament-signup = 🏆 **Tournoi { $name }** — { $rounds ->
        [one] { $rounds } ronde suisse
       *[other] { $rounds } rondes suisses
    } à des tables de quatre (ou trois){ $final ->
        [yes] , puis une table finale des quatre meilleurs
       *[no] {""}
    } ; { $points } points gagnent une table{ $minutes ->
        [0] {""}
       *[other] ; une IA prend le relais après { $minutes } minutes par tour
    }. Les places rapportent 4, 2, 1 et 0 points, les points de victoire départagent. Organisateur : { $organiser }.
tournament-signed-up = Inscrits ({ $count }) : { $count ->
        [0] personne encore — cliquez sur **{ btn-tournament-sign-up }**.
       *[other] { $names }.
    }
tournament-started = En cours avec { $count } joueurs : { $names }.
tournament-cancelled = Annulé.
tournament-closed = Les inscriptions à **{ $name }** sont closes.
tournament-you-signed-up = Vous êtes inscrit à **{ $name }**.
tournament-already-signed-up = Vous étiez déjà inscrit à **{ $name }**.
tournament-you-withdrew = Vous n'êtes plus inscrit à **{ $name }**.
tournament-not-entered = Vous n'êtes pas dans **{ $name }**.
tournament-you-left = Vous avez quitté **{ $name }** : une IA joue votre place jusqu'au bout de votre partie, et aucune ronde suivante ne vous place.
tournament-removed = { $player } est retiré du tournoi (une IA joue sa place jusqu'au bout de sa partie).
tournament-not-in = { $player } n'est pas dans le tournoi.
tournament-seat-to-ai = { $name } a quitté le tournoi : une IA joue sa place jusqu'à la fin de cette partie.
tournament-cancel-started = Un tournoi en cours ne peut pas être annulé : terminez plutôt ses tables bloquées.
tournament-you-cancelled = Le tournoi **{ $name }** est annulé.
tournament-already-started = Le tournoi a déjà commencé.
tournament-too-few = Un tournoi demande au moins 3 joueurs, pas { $count }.
tournament-you-started = **{ $name }** a commencé : la ronde 1 est placée.
tournament-no-such-table = Cette ronde n'a plus de table { $table } en jeu.
tournament-table-ended = La table { $table } est terminée : comptée selon son état actuel.
tournament-round-head = 🏆 **{ $name }** — ronde { $round } sur { $rounds } :
tournament-final-head = 🏆 **{ $name }** — la table finale :
tournament-table-line = Table { $table } { $thread } : { $players }
tournament-thread = { $name } · ronde { $round } · table { $table }
tournament-thread-final = { $name } · finale
tournament-table-started = 🏆 **{ $thread }** : { $players }. { $first } place en premier. Bonne chance !
tournament-standings-head = **🏆 { $name }** — classement (ronde { $round }) :
tournament-after-round = **🏆 { $name }** — classement après la ronde { $round } :
tournament-over-head = **🏆 { $name }** — classement final :
tournament-line = { $rank }. { $name } — **{ $points } pts** · { $vp } PV · { $wins } gagnée(s) sur { $games }
tournament-line-dropped = { $rank }. { $name } (parti) — **{ $points } pts** · { $vp } PV · { $wins } gagnée(s) sur { $games }
tournament-winner = 🥇 { $mention } remporte **{ $tournament }** !
