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

## Leurs options (descriptions : 100 caractères au plus)

opt-new-players = Combien de joueurs (3 à 6 ; à 5 ou 6, sur la grande île)
opt-new-map = La carte : débutant ou aléatoire (par défaut : débutant à 3–4, aléatoire à 5–6)
opt-new-points = Points de victoire pour gagner (5–20, 10 par défaut)
opt-new-discard_limit = Après un 7, qui a plus de cartes que ceci en défausse la moitié (7 par défaut)
opt-new-friendly_robber = Le { -robber } épargne les joueurs de 2 points ou moins
opt-new-balanced_dice = Tirer les lancers d'un paquet mélangé des 36 résultats de deux dés (par défaut : non)
opt-new-undos = Combien de fois chacun peut annuler une construction ou un échange (0–10, 3 par défaut)
opt-new-turn_timer = Minutes par tour avant qu'une IA joue pour l'absent
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
opt-export-game = Le numéro de la partie (par défaut : la partie ouverte de ce salon)
opt-fair-game = Le numéro de la partie (par défaut : la partie ouverte de ce salon)
opt-stats-player = Les statistiques de qui (par défaut : les vôtres)
opt-history-scope = Quelles parties : celles de ce salon (par défaut) ou de tout le serveur
opt-notify-dm = M'envoyer aussi un message privé avec un lien quand c'est mon tour
opt-notify-quiet = Heures sans messages privés, mon chrono de tour arrêté : comme 22-7, ou off
opt-notify-time_zone = Mon fuseau horaire pour les heures calmes, comme Europe/Paris (par défaut : UTC)

## Les choix des options

choice-beginner = débutant
choice-random = aléatoire
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
btn-watch = Regarder
btn-accept = Accepter
btn-decline = Refuser

ai-level = { $level ->
    [random] aléatoire
    [heuristic] heuristique
   *[strong] forte
}

# The table's own thread, and the line that points to it.
thread-name = Catane · table de { $name }
thread-opened = { $name } a ouvert une table de Catane dans { $thread } : rejoignez-la !

lobby-cancelled = Ce salon a été annulé.
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
    } pour { $players } joueurs sur { $map ->
        [beginner] la carte pour débutants
        [random] une carte aléatoire
        [beginner-large] une carte pour débutants de la grande île
       *[random-large] une carte aléatoire de la grande île
    }, { $points } points pour gagner{ $extras }. Langue : { $language }.
lobby-discard = défausse au-delà de { $limit } cartes
lobby-friendly-robber = { -robber } bienveillant
lobby-balanced-dice = dés équilibrés (lancers tirés d'un paquet mélangé des 36 résultats)
lobby-no-undo = sans annulation
lobby-undos = { $count ->
    [one] { $count } annulation par joueur
   *[other] { $count } annulations par joueur
}
lobby-timer = { $minutes ->
    [one] { $minutes } minute par tour
   *[other] { $minutes } minutes par tour
}
lobby-special-build = phases de construction spéciale entre les tours
lobby-seats = Places ({ $taken }/{ $players }) : { $seats }
lobby-seat = { $seat }. { $name }
lobby-seat-host = { $seat }. { $name } (hôte)
lobby-seat-ai = { $seat }. { $name } (IA, { ai-level })
lobby-how = Cliquez sur **{ btn-join }** pour prendre une place ; l'hôte peut remplir les places avec **{ btn-add-ai }** et clique sur **{ btn-start }** quand la table est pleine.
lobby-waiting = En attente de { $who } : cliquez sur **{ btn-accept }** pour rejouer, ou sur **{ btn-decline }** pour libérer votre place. La partie commence quand tout le monde a accepté.
lobby-fair = Dés équitables : chaque lancer, carte et vol de cette partie est fixé dès maintenant par une graine secrète dont l'empreinte est `{ $fingerprint }` ; la graine est révélée à la fin de la partie, pour que chacun puisse vérifier (`catan-bot replay --verify`).

## Le message du tour (public : dans la langue de la table)

btn-roll = Lancer
btn-build = Construire…
btn-trade = Échanger…
btn-buy = Acheter une carte
btn-play = Jouer une carte…
btn-end-turn = Finir le tour
btn-hand = Ma main
btn-undo = Annuler
btn-special-build = Construction spéciale
btn-discard = Défausser
btn-move-robber = Déplacer le voleur
btn-done = Terminé
btn-rematch = Revanche

table-player = { $name } { $points } PV · { $cards ->
    [one] { $cards } carte
   *[other] { $cards } cartes
} · { $dev } dév.
table-longest-road = { -longest-road }
table-largest-army = { -largest-army }

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
prompt-special-build = { $name } : votre phase de construction spéciale après le tour de { $owner }. Construisez routes, colonies ou villes et achetez des cartes Développement (**{ btn-build }**, **{ btn-buy }**), puis cliquez sur **{ btn-done }** ; ni échange ni carte jouée maintenant.
prompt-next = Ensuite : { $next }.
sbp-phase-of = la phase de construction spéciale de { $name }
sbp-turn-of = le tour de { $name }
sbp-then = { $first }, puis { $next }
prompt-game-over = La partie est terminée.
special-build-line = 🔨 Phase de construction spéciale après ce tour : { $names }.
turn-ai-steps-in = ⏱ Une IA prend le relais <t:{ $deadline }:R>.
turn-phase-ends = ⏱ Votre phase se termine <t:{ $deadline }:R>.
turn-thinking = { $name } réfléchit…
discard-notice = 🎲 Un 7 ! Défaussez la moitié de vos cartes (**{ btn-discard }**) : { $owing }.
discard-done = ~~Défausser la moitié~~ Toutes les défausses sont faites.

## Le récit d'un tour (public : dans la langue de la table)

story-setup = **Mise en place** · { $name }
story-turn = **Tour { $turn }** · { $name }
story-special-build = **Construction spéciale** · { $name } (après le tour { $turn } de { $owner })
# /catan log (a private answer)
log-title = **{ $count ->
    [one] La dernière action
   *[other] Les { $count } dernières actions
}**
log-empty = Il ne s'est encore rien passé.
story-turn-ended = le tour s'est terminé.
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
offer-closed = ~~Offre d'échange de { $name } : donne { $give } contre { $get }~~
    Close : { $how }
offer-ended = l'offre a pris fin.
offer-closed-unknown = ~~Offre d'échange~~ Close.

## Le début et la fin d'une partie (public : dans la langue de la table)

started = **Catane** — la partie a commencé : { $seats }. { $first } place en premier.
fair-started = 🎲 Dés équitables : l'empreinte de la graine secrète est `{ $fingerprint }` ; la graine est révélée à la fin de la partie (`/catan fair` explique).
fair-seed = 🎲 Dés équitables : la graine secrète était `{ $seed }`. Son empreinte figurait dans le salon avant le début de la partie ; `catan-bot replay --verify` vérifie avec elle chaque lancer, carte et vol de l'enregistrement.
abandoned = { $name } a abandonné la partie. `/catan new` en ouvre une nouvelle.
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
over-rated-once-by = · classement inchangé : { $label } n'est classé qu'une fois par partie, par sa place la mieux classée ({ $by })
over-rated-once = · classement inchangé : un joueur n'est classé qu'une fois par partie, par sa place la mieux classée ({ $by })
over-attached = 🎞 En pièce jointe : toute la partie en accéléré, et ses graphiques (dés, points, cartes).
over-played-in = ⏱ Jouée en { $duration }.
duration-hours = { $hours } h { $minutes } min
duration-minutes = { $minutes } min
over-record = L'enregistrement : `/catan export game:{ $game }` · votre classement : `/catan stats`.
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
ask-rematch-not-yours = Seuls les joueurs de la partie { $game } peuvent demander sa revanche ; `/catan new` ouvre une nouvelle table.
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
ai-chooser = Quelle IA prend place ? **Heuristique** joue vite, selon des règles simples ; **Forte** calcule à l'avance ; **Aléatoire** est pour les débutants.
btn-ai-heuristic = Heuristique (rapide)
btn-ai-strong = Forte (calcule)
btn-ai-random = Aléatoire (débutants)
btn-ai-remove = Retirer une IA
ask-no-ai = Il n'y a pas d'IA à cette table.
ask-done = C'est fait.
ask-seats = Places ({ $taken }/{ $players }) : { $names }.
ask-only-host-starts = Seul l'hôte peut lancer la partie.
ask-waiting-players = En attente { $count ->
    [one] d'{ $count } joueur de plus
   *[other] de { $count } joueurs de plus
}.

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
