# Español (España). Las palabras del juego como en la edición española (GLOSSARY.md).

lang-name = Español

## Las palabras del juego

-brick = arcilla
-lumber = madera
-wool = lana
-grain = cereales
-ore = mineral
-road = carretera
-settlement = poblado
-city = ciudad
-robber = ladrón
-development-card = carta de desarrollo
-knight = caballero

cards-count = { $count ->
    [one] { $count } carta
   *[other] { $count } cartas
}

## /catan y sus subcomandos (descripciones: 100 caracteres como mucho)

cmd-catan = Juega a Catan en este canal.
cmd-new = Abre una mesa para una partida nueva en este canal.
cmd-join = Siéntate en la mesa abierta de este canal.
cmd-leave = Deja tu sitio en la mesa abierta de este canal.
cmd-start = Empieza la partida (solo el anfitrión, cuando la mesa esté completa).
cmd-build = Construye una { -road }, un { -settlement } o una { -city } (también al colocar al inicio).
cmd-roll = Tira los dados.
cmd-buy = Compra una { -development-card }.
cmd-play = Juega una { -development-card }.
cmd-robber = Mueve el { -robber } (tras un 7 o un { -knight }) y roba una carta.
cmd-discard = Descarta cartas tras un 7.
cmd-trade = Ofrece un intercambio a la mesa (o a un jugador).
cmd-bank = Comercia con la banca a tu mejor tasa.
cmd-end = Termina tu turno.
cmd-hand = Tu mano (solo tú la ves).
cmd-board = Vuelve a publicar el tablero actual.
cmd-log = Los últimos sucesos de esta partida.
cmd-rules = Un resumen de las reglas.
cmd-abandon = Termina la partida de este canal (el anfitrión, o un miembro con Gestionar canales).
cmd-export = El registro de la partida como archivo (al terminar, o con Gestionar canales).
cmd-fair = Lo que prueban los dados justos; la huella de la partida de aquí (su semilla al final).
cmd-hint = Lo que haría ahora la IA fuerte en tu lugar, y por qué (solo tú lo ves).
cmd-stats = Partidas, victorias, puntuación y tendencia de un jugador en este servidor (solo tú lo ves).
cmd-leaderboard = Los jugadores de este servidor por puntuación, diez por página (solo tú lo ves).
cmd-history = Partidas recientes, con registros, resúmenes animados y gráficos (solo tú lo ves).
cmd-notify = Cómo te enteras de tu turno: mensaje directo además de la mención, horas de silencio.
