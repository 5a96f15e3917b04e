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
