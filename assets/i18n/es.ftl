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
-longest-road = Gran Ruta Comercial
-largest-army = Gran Ejército de Caballería

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
cmd-hub = Catan más allá de una mesa: tus mesas en todos los servidores, temporadas y torneos del servidor.
cmd-hub-games = Todas tus mesas, en todos los servidores, primero las de tu turno (solo tú lo ves).
cmd-hub-season = Las temporadas de un servidor: una clasificación propia durante un tiempo.
cmd-hub-season-start = Empezar una temporada en este servidor (Gestionar servidor): su propia clasificación desde ahora.
cmd-hub-season-end = Terminar ya la temporada de este servidor (Gestionar servidor): se publica su clasificación.
cmd-hub-season-standings = La clasificación de la temporada en curso (solo tú la ves).
cmd-hub-tournament = El torneo de un servidor: inscripciones, rondas suizas de mesas, el ganador.
cmd-hub-tournament-create = Crear un torneo aquí (Gestionar servidor): los jugadores se inscriben con su botón.
cmd-hub-tournament-start = Empezar el torneo de este servidor (su organizador): se sienta la ronda 1.
cmd-hub-tournament-leave = Dejar el torneo de este servidor (una IA juega tu asiento el resto de tu partida).
cmd-hub-tournament-remove = Sacar a un jugador del torneo de este servidor (su organizador).
cmd-hub-tournament-abandon = Terminar una mesa atascada de esta ronda (su organizador): puntúa según su estado.
cmd-hub-tournament-standings = El torneo de este servidor: su clasificación hasta ahora (solo tú la ves).
opt-hub-tournament-create-name = El nombre del torneo, como Copa de invierno
opt-hub-tournament-create-rounds = Rondas suizas (1–6, 3 por defecto)
opt-hub-tournament-create-final_table = Una mesa final de los cuatro mejores tras las rondas (por defecto: no)
opt-hub-tournament-create-points = Puntos de victoria para ganar una mesa (5–15, 10 por defecto)
opt-hub-tournament-create-turn_timer = Tiempo por turno antes de que una IA juegue por un ausente: minutos (60), o 12h, 1d
opt-hub-tournament-remove-player = El jugador que sale
opt-hub-tournament-abandon-table = El número de la mesa en esta ronda
opt-hub-season-start-name = El nombre de la temporada, como Invierno 2027
opt-hub-season-start-length = Cuánto dura: días (30) o semanas (4w), hasta un año
opt-leaderboard-season = La clasificación de una temporada (su nombre; la actual o una pasada)

## Sus opciones (descripciones: 100 caracteres como mucho)

opt-new-players = Cuántos jugadores (de 2 a 6; con 2, un duelo; con 5 o 6, en la isla grande)
opt-new-map = El mapa: inicial o aleatorio (por defecto: inicial con 3–4, aleatorio con 2 y 5–6)
opt-new-build_phase = 5–6 jugadores: fases de construcción especial (por defecto) o turnos en pareja
opt-new-points = Puntos de victoria para ganar (5–20, 10 por defecto; en un duelo 15)
opt-new-discard_limit = Tras un 7, quien tenga más cartas que esto descarta la mitad (7 por defecto; en un duelo 9)
opt-new-friendly_robber = El { -robber } no roba a jugadores con 2 puntos o menos (por defecto: no; en un duelo sí)
opt-new-balanced_dice = Tiradas de un mazo barajado de los 36 resultados de dos dados (por defecto: no; en un duelo sí)
opt-new-balanced_sevens = Con dados equilibrados: nadie saca casi todos los sietes mucho tiempo (por defecto: en un duelo)
opt-new-undos = Cuántas veces puede cada jugador deshacer una construcción o un comercio (0–10, 3 por defecto)
opt-new-turn_timer = Tiempo por turno antes de que una IA juegue por un ausente: minutos (15), o 90m, 12h, 2d
opt-new-thread = Jugar en un hilo nuevo con el nombre de la mesa (por defecto: sí, donde pueda)
opt-new-language = El idioma de los mensajes y del tablero de la mesa (por defecto: el del servidor)
opt-build-what = Qué construir
opt-build-at = Dónde (número de cruce, o un camino como 12-13)
opt-play-card = Qué carta
opt-play-resource = La materia prima del Monopolio, o la primera carta de Descubrimiento
opt-play-resource2 = La segunda carta de Descubrimiento
opt-robber-hex = El hexágono (su letra, de A a S; AD en la isla de 5–6)
opt-robber-victim = A quién robar, cuando allí se puede robar a varios jugadores
opt-discard-brick = Cuántas cartas de { -brick } descartar
opt-discard-lumber = Cuántas cartas de { -lumber } descartar
opt-discard-wool = Cuántas cartas de { -wool } descartar
opt-discard-grain = Cuántas cartas de { -grain } descartar
opt-discard-ore = Cuántas cartas de { -ore } descartar
opt-trade-give = Lo que das, como 2 brick, 1 ore (nombres en inglés)
opt-trade-get = Lo que quieres, como 1 wool (nombres en inglés)
opt-trade-to = Ofrecer solo a este jugador
opt-bank-give = La materia prima que das
opt-bank-get = La materia prima que recibes
opt-bank-amount = Cuántas recibir (1 por defecto)
opt-export-game = El número de la partida (por defecto: la de este canal o la última que terminó)
opt-fair-game = El número de la partida (por defecto: la partida abierta de este canal)
opt-stats-player = De quién son las estadísticas (por defecto: las tuyas)
opt-history-scope = Qué partidas: las de este canal (por defecto) o las de todo el servidor
opt-notify-dm = Envíame también un mensaje directo con un enlace cuando sea mi turno
opt-notify-next = Avísame también por mensaje directo cuando el jugador anterior empiece su turno
opt-notify-quiet = Horas sin mensajes directos y con mi reloj de turno parado: como 22-7, u off
opt-notify-time_zone = Mi zona horaria para las horas de silencio, como Europe/Madrid (por defecto: UTC)

## Las opciones a elegir

choice-beginner = inicial
choice-random = aleatorio
choice-special_build = construcción_especial
choice-paired = en_pareja
choice-road = { -road }
choice-settlement = { -settlement }
choice-city = { -city }
choice-knight = { -knight }
choice-road_building = Construcción de carreteras
choice-year_of_plenty = Descubrimiento
choice-monopoly = Monopolio
choice-brick = { -brick }
choice-lumber = { -lumber }
choice-wool = { -wool }
choice-grain = { -grain }
choice-ore = { -ore }
choice-channel = canal
choice-server = servidor

## La mano de un jugador (/catan hand, el botón Mi mano)

resource-name = { $resource ->
    [brick] { -brick }
    [lumber] { -lumber }
    [wool] { -wool }
    [grain] { -grain }
   *[ore] { -ore }
}
dev-card-name = { $card ->
    [knight] Caballero
    [road_building] Construcción de carreteras
    [year_of_plenty] Descubrimiento
    [monopoly] Monopolio
   *[victory_point] Punto de victoria
}
hand-resources = { $count ->
    [one] **Tu mano** (1 carta): { $list }
   *[other] **Tu mano** ({ $count } cartas): { $list }
}
hand-resource = { $count } { resource-name }
hand-nothing = nada
hand-none = ninguna
hand-no-harbors = ninguno
hand-dev-cards = **Cartas de desarrollo:** { $list }
hand-dev-card = { $note ->
    [vp] { $count }× { dev-card-name } (cuenta por sí sola)
    [now] { $count }× { dev-card-name } (se puede jugar ya)
   *[none] { $count }× { dev-card-name }
}
hand-points = **Puntos de victoria:** { $points } ({ $public } a la vista)
hand-pieces = **Piezas restantes:** { $roads ->
        [one] 1 carretera
       *[other] { $roads } carreteras
    }, { $settlements ->
        [one] 1 poblado
       *[other] { $settlements } poblados
    }, { $cities ->
        [one] 1 ciudad
       *[other] { $cities } ciudades
    }
hand-harbor = { $resource ->
    [any] 3:1
   *[other] { resource-name }
}
hand-rate = { $rate }:1 { resource-name }
hand-harbors = **Puertos:** { $harbors } · **Tasas de la banca:** { $rates }

## /catan rules (una respuesta privada)

rules-brief = **Catan en breve**
    - Preparación: cada jugador coloca un { -settlement } y una { -road }, y otra vez en orden inverso; el segundo { -settlement } da las cartas iniciales.
    - Cada turno: tirar los dados (cada hexágono con ese número da 1 carta a sus poblados y 2 a sus ciudades), luego comerciar y construir, y terminar el turno.
    - Costes: { -road } = { -brick } + { -lumber } · { -settlement } = { -brick } + { -lumber } + { -wool } + { -grain } · { -city } = 2 { -grain } + 3 { -ore } · { -development-card } = { -wool } + { -grain } + { -ore }.
    - Un 7: quien tenga más cartas que el límite descarta la mitad; luego quien tiró mueve el { -robber } y roba una carta.
    - Los caballeros también mueven el { -robber }; con 3 o más caballeros jugados se gana el { -largest-army } (2 PV); una carretera de 5 o más tramos da la { -longest-road } (2 PV).
    - Comercio con la banca a 4:1, 3:1 en un puerto genérico, 2:1 en un puerto especial. Una { -development-card } por turno, nunca en el turno en que se compró.
    - Gana el primero que alcanza los puntos en su propio turno.
    - 5–6 jugadores: una isla mayor (mapa aleatorio). Durante el turno de otro, **Construcción especial** pide construir y comprar cartas justo después de ese turno, por orden de asiento (sin comerciar ni jugar cartas).

## La sala de espera (pública: en el idioma de la mesa)

list-and = { $rest } y { $last }

btn-join = Unirse
btn-leave = Salir
btn-start = Empezar
btn-add-ai = Añadir IA
btn-cancel = Cancelar
btn-tournament-sign-up = Inscribirme
btn-tournament-leave = Salir
btn-watch = Mirar
btn-accept = Aceptar
btn-decline = Rechazar

ai-level = { $level ->
    [random] aleatoria
    [heuristic] heurística
   *[strong] fuerte
    [strong-classic] fuerte clásica
}

# The table's own thread, and the line that points to it.
thread-name = Catan · mesa de { $name }
thread-opened = { $name } abrió una mesa de Catan en { $thread }: ¡únete allí!

pointer-cancelled = La mesa de { $host } se canceló.
pointer-cancelled-hostless = La mesa se canceló.
pointer-over = La mesa de { $host } en { $thread } ha terminado: 🏆 { $winner } ganó tras { $turns ->
    [one] { $turns } turno
   *[other] { $turns } turnos
}.
pointer-over-hostless = La mesa en { $thread } ha terminado: 🏆 { $winner } ganó tras { $turns ->
    [one] { $turns } turno
   *[other] { $turns } turnos
}.
pointer-abandoned = La mesa de { $host } en { $thread } se abandonó.
pointer-abandoned-hostless = La mesa en { $thread } se abandonó.

lobby-head = **Catan** — { $rematch ->
        [0] una partida nueva
       *[other] la revancha de la partida { $rematch }
    } para { $players ->
        [2] dos jugadores, un duelo,
       *[other] { $players } jugadores
    } en { $map ->
        [beginner] el mapa para principiantes
        [random] un mapa aleatorio
        [beginner-large] un mapa para principiantes de la isla grande
       *[random-large] un mapa aleatorio de la isla grande
    }, { $points } puntos para ganar{ $extras }. Idioma: { $language }.
lobby-discard = descarte con más de { $limit } cartas
lobby-friendly-robber = { -robber } amistoso
lobby-balanced-dice = dados equilibrados (tiradas de un mazo barajado con los 36 resultados)
lobby-balanced-sevens = sietes equilibrados entre los jugadores (nadie saca la mayoría de los sietes por mucho tiempo)
lobby-no-undo = sin deshacer
lobby-undos = { $count ->
    [one] deshacer { $count } vez por jugador
   *[other] deshacer { $count } veces por jugador
}
lobby-timer = { $minutes ->
    [one] { $minutes } minuto por turno
   *[other] { $minutes } minutos por turno
}
lobby-timer-hours = { $hours ->
    [one] { $hours } hora por turno
   *[other] { $hours } horas por turno
}
lobby-timer-days = { $days ->
    [one] { $days } día por turno
   *[other] { $days } días por turno
}
lobby-special-build = fases de construcción especial entre turnos
lobby-paired = turnos en pareja (el colono 2 construye tras el colono 1 en cada turno)
new-bad-timer = «{ $typed }» no es un tiempo de turno: escribe minutos (15), o un número con m, h o d (90m, 12h, 2d), de 1 minuto a 7 días.
lobby-seats = Plazas ({ $taken }/{ $players }): { $seats }
lobby-seat = { $seat }. { $name }
lobby-seat-host = { $seat }. { $name } (anfitrión)
lobby-seat-ai = { $seat }. { $name } (IA, { ai-level })
lobby-how = Pulsa **{ btn-join }** para sentarte; el anfitrión puede llenar las plazas con **{ btn-add-ai }** y pulsa **{ btn-start }** cuando la mesa esté completa.
lobby-waiting = Esperando a { $who }: pulsa **{ btn-accept }** para volver a jugar, o **{ btn-decline }** para dejar tu plaza. La partida empieza cuando todos hayan aceptado.
lobby-fair = Dados justos: cada tirada, carta y robo de esta partida queda fijado ya por una semilla secreta cuya huella es `{ $fingerprint }`; la semilla se muestra al terminar la partida, para que cualquiera pueda comprobar que la suerte no se eligió (`/catan { name-fair }` explica cómo).

## El mensaje del turno (público: en el idioma de la mesa)

btn-roll = Tirar
btn-build = Construir…
btn-trade = Comerciar…
btn-buy = Comprar carta
btn-play = Jugar carta…
btn-end-turn = Terminar turno
btn-hand = Mi mano
btn-close-up = 🔍 Primer plano
btn-undo = Deshacer
btn-ask-special-build = Pedir una fase de construcción especial
btn-withdraw-special-build = Retirar mi petición de construcción especial
btn-discard = Descartar
btn-move-robber = Mover ladrón
btn-done = Listo
btn-rematch = Revancha

table-player = { $swatch } { $name } **{ $points } PV** · { $cards ->
    [one] { $cards } carta
   *[other] { $cards } cartas
} · { $dev } des.
table-longest-road = { -longest-road }
table-largest-army = { -largest-army }
table-bank-low = 🏦 Banco: solo quedan { $list }.
table-deck-left = { $count ->
    [one] { $count } carta de desarrollo
   *[other] { $count } cartas de desarrollo
}

game-label = Catan n.º { $game } en { $channel }
ping-setup-settlement = 🏠 { $name }, coloca un { -settlement } · { $game }
ping-setup-road = 🛣️ { $name }, coloca una { -road } · { $game }
ping-roll = 🎲 { $name }, tira los dados del turno { $turn } · { $game }
ping-main = 🔨 { $name }, te toca en el turno { $turn } · { $game }
ping-settler-two = 🔨 { $name }, tu parte como colono 2 en el turno { $turn } · { $game }
ping-discard = 🃏 { $names }: descartad la mitad de vuestras cartas · { $game }
ping-robber = 🥷 { $name }, mueve al { -robber } · { $game }
ping-road-building = 🛣️ { $name }, coloca tus caminos gratis · { $game }
ping-special-build = 🔨 { $name }, tu fase de construcción especial · { $game }
prompt-setup-settlement = { $name }: coloca un { -settlement } (**{ btn-build }**).
prompt-setup-road = { $name }: coloca una { -road } junto a tu nuevo { -settlement } (**{ btn-build }**).
prompt-roll = { $name }: tira los dados (o juega antes una carta).
prompt-discard = Esperando los descartes (**{ btn-discard }**): { $owing }. Después { $mover } mueve el { -robber }.
prompt-owing = { $name } ({ $count })
prompt-robber = { $name }: mueve el { -robber } (**{ btn-move-robber }**).
prompt-road-building = { $name }: coloca { $roads ->
    [one] { $roads } { -road } gratis
   *[other] { $roads } carreteras gratis
} (**{ btn-build }**).
prompt-main = { $name }: construye, comercia, compra o juega una carta, y termina el turno.
prompt-settler-two = { $name }: colono 2 tras { $owner }. Construye, compra, juega una carta o comercia con la banca y los puertos (no con jugadores), y termina el turno.
prompt-special-build = { $name }: tu fase de construcción especial tras el turno de { $owner }. Construye carreteras, poblados o ciudades y compra cartas de desarrollo (**{ btn-build }**, **{ btn-buy }**), y pulsa **{ btn-done }**; ahora no se comercia ni se juegan cartas.
prompt-next = Después: { $next }.
sbp-phase-of = la fase de construcción especial de { $name }
sbp-turn-of = el turno de { $name }
sbp-then = { $first }, luego { $next }
prompt-game-over = La partida ha terminado.
special-build-line = 🔨 Fase de construcción especial tras este turno: { $names } (los demás la piden en **{ $button }**).
special-build-how = 🔨 Los demás pueden pedir en **{ $button }** construir tras este turno.
turn-ai-steps-in = ⏱ Una IA toma el relevo <t:{ $deadline }:R>.
turn-phase-ends = ⏱ Tu fase termina <t:{ $deadline }:R>.
turn-thinking = { $name } está pensando…
timer-half = ⏳ { $who } — ha pasado la mitad de tu tiempo de turno; una IA jugará por ti { $when } · { $game }
timer-half-special-build = ⏳ { $who } — ha pasado la mitad de tu tiempo; tu fase de construcción especial termina { $when } · { $game }
timer-last = ⏰ { $who } — tu tiempo de turno termina { $when }; entonces una IA jugará por ti · { $game }
timer-last-special-build = ⏰ { $who } — tu fase de construcción especial termina { $when } · { $game }
turn-started-at = 🕰 Este turno empezó <t:{ $started }:R>.
timer-up = ⌛ Se acabó el tiempo de { $names }: una IA juega este turno en su lugar.
timer-up-discards = ⌛ Se acabó el tiempo de { $names }: una IA hace estos descartes en su lugar.
timer-up-special-build = ⌛ Se acabó el tiempo de { $names }: su fase de construcción especial termina.
discard-notice = 🎲 ¡Un 7! Descartad la mitad de vuestras cartas (**{ btn-discard }**): { $owing } · { $game }

## La historia de un turno (pública: en el idioma de la mesa)

story-setup = **Preparación** · { $name }
story-turn = **Turno { $turn }** · { $name }
story-special-build = **Construcción especial** · { $name } (tras el turno { $turn } de { $owner })
story-settler-two = **Turno { $turn }** · { $name }, colono 2 (tras { $owner })
# /catan log (a private answer)
log-title = **{ $count ->
    [one] La última acción
   *[other] Las últimas { $count } acciones
}**
log-empty = Todavía no ha pasado nada.
story-offer-accepted = { $name } ofreció { $give } por { $get }: { $partner } aceptó.
story-offer-countered = { $name } ofreció { $give } por { $get }: { $partner } hizo una contraoferta y cambiaron { $gave } por { $got }.
story-offer-untaken = { $name } ofreció { $give } por { $get }: nadie aceptó.
story-offer-withdrawn = { $name } ofreció { $give } por { $get }: { $partners } { $count ->
    [one] aceptó
   *[other] aceptaron
}, pero { $name } la retiró.
audience-everyone = todos
ev-rolled = { $name } sacó { $total }
ev-rolled-dice = { $name } sacó { $total } ({ $a }+{ $b })
ev-rolled-production = { $name } sacó { $total } ({ $a }+{ $b }): { $production }
ev-gains = { $name } { $gains }
ev-gain = +{ $count } { resource-name }
ev-nobody-produced = nadie produjo nada
ev-settlement-placed = { $name } colocó un { -settlement } en { $at }
ev-settlement-built = { $name } construyó un { -settlement } en { $at }
ev-road-built = { $name } construyó una { -road } en { $at }
ev-free-road-built = { $name } construyó una { -road } gratis en { $at }
ev-city-built = { $name } construyó una { -city } en { $at }
ev-starting-resources = { $name } recibe { $cards } para empezar
ev-setup-finished = La preparación ha terminado; { $name } juega primero
ev-robber-blocked = El { -robber } en la casilla { $hex } bloquea su producción
ev-shortage = A la banca le falta { resource-name }, así que nadie recibe { resource-name }
ev-must-discard = { $name } debe descartar { $count ->
    [one] { $count } carta
   *[other] { $count } cartas
}
ev-discarded = { $name } descartó { $cards }
ev-robber-moved = { $name } movió el { -robber } a la casilla { $hex }
ev-stole-card = { $thief } robó 1 { resource-name } a { $victim }
ev-stole = { $thief } robó una carta a { $victim }
ev-bought-card-known = { $name } compró una { -development-card }: { dev-card-name }
ev-bought-card = { $name } compró una { -development-card }
ev-played = { $name } jugó { dev-card-name }
ev-took-from-bank = { $name } tomó { $cards } de la banca
ev-monopoly = { $name } se llevó todas las cartas de { resource-name }: { $from }
ev-monopoly-from = { $count } de { $name }
ev-monopoly-none = { $name } reclamó todas las cartas de { resource-name }, pero nadie tenía
ev-bank-traded = { $name } cambió { $give } a la banca por { $get }
ev-offered = { $name } ofrece { $give } por { $get } a { $to }
ev-accepts = { $name } acepta
ev-declines = { $name } rechaza
ev-counters = { $name } contraoferta: { $give } por { $get }
ev-traded = { $offerer } cambió { $gave } con { $partner } por { $got }
ev-withdrew = { $name } retiró la oferta
ev-longest-road = { $name } tiene ahora la { -longest-road } ({ $length })
ev-longest-road-none = Nadie tiene ahora la { -longest-road }
ev-largest-army = { $name } tiene ahora el { -largest-army } ({ $knights ->
    [one] { $knights } caballero
   *[other] { $knights } caballeros
})
ev-turn-started = Turno { $turn }: { $name } tira
ev-won = 🏆 ¡{ $name } gana con { $points ->
    [one] { $points } punto
   *[other] { $points } puntos
}!
ev-sbp-asked = { $name } pide una fase de construcción especial
ev-sbp-withdrawn = { $name } ya no pide una fase de construcción especial
ev-sbp-started = Fase de construcción especial: { $name } puede construir y comprar
ev-settler-two = { $name } es el colono 2 del turno de { $owner }: puede construir, comprar, jugar una carta y comerciar con la banca
ev-undone = ↩ { $name } deshizo { $what } ({ $left ->
    [one] le queda { $left }
   *[other] le quedan { $left }
})
undo-road = la { -road } en { $at }
undo-settlement = el { -settlement } en { $at }
undo-city = la { -city } en { $at }
undo-bank-trade = el cambio de { $give } a la banca por { $get }
undo-move = la última jugada

## Una oferta de comercio abierta (pública: en el idioma de la mesa)

btn-offer-accept = Aceptar
btn-offer-decline = Rechazar
btn-counter = Contraoferta…
btn-cancel-offer = Retirar oferta
btn-trade-with = Comerciar con { $name }
offer-head = **Oferta de comercio** de { $name }: da **{ $give }** por **{ $get }**, a { $to }.
offer-answer = - { $name }: { $answer ->
    [accepts] acepta
    [declines] rechaza
    [counters] contraoferta: da { $give } por { $get }
   *[thinking] pensando…
}
offer-ai-decides = { $name } elige la mejor respuesta cuando todos hayan respondido, o <t:{ $deadline }:R>.
offer-waiting = { $who }: aceptad, rechazad o haced una contraoferta.

## El comienzo y el final de una partida (público: en el idioma de la mesa)

started = **Catan** — la partida ha empezado: { $seats }. { $first } coloca primero.
fair-started = 🎲 Dados justos: la huella de la semilla secreta es `{ $fingerprint }`; la semilla se muestra al terminar la partida (`/catan { name-fair }` lo explica).
fair-seed = 🎲 Dados justos: la semilla secreta era `{ $seed }`. Coincide con la huella mostrada antes de empezar: con el registro (`/catan { name-export }`) cualquiera puede comprobar que ninguna tirada, carta ni robo se eligió (`/catan { name-fair }` explica cómo).
abandoned = { $name } abandonó la partida { $game }. El registro: `/catan { name-export } { optname-export-game }:{ $game }` · una mesa nueva: `/catan { name-new }`.
over-title = **¡Fin de la partida!**
over-winner = 🏆 { $name } gana tras { $turns ->
    [one] { $turns } turno
   *[other] { $turns } turnos
}.
over-player = { $medal } { $name }: **{ $points ->
    [one] { $points } punto
   *[other] { $points } puntos
}**
over-vp-cards = { $count ->
    [one] { $count } carta de punto de victoria
   *[other] { $count } cartas de punto de victoria
}
over-longest-road = { -longest-road } ({ $length })
over-largest-army = { -largest-army } ({ $knights ->
    [one] { $knights } caballero
   *[other] { $knights } caballeros
})
over-rating = · clasificación { $before } → { $after } ({ $delta })
# A rated AI level by its key, as the game-over message and the leaderboard name it.
ai-rated-name = { $level ->
    [random] IA aleatoria
    [heuristic] IA heurística
    [strong] IA fuerte
    [strong-classic] IA fuerte clásica
   *[other] IA { $level }
}
over-rated-once-by = · sin clasificar: por { ai-rated-name } cuenta { $by } en esta partida
over-rated-once = · sin clasificar: por este jugador cuenta { $by } en esta partida
over-attached = 🎞 Adjuntos: toda la partida a cámara rápida y sus gráficos (dados, puntos, cartas).
over-swings = 📈 Probabilidad de ganar a lo largo de la partida (gráfico adjunto); las jugadas que más la cambiaron:
over-swing = Turno { $turn } · { $what }: { $before } % → { $after } %
over-swing-setup = Preparación · { $what }: { $before } % → { $after } %
span-seconds = { $n } s
span-under-a-second = menos de { $n } s
span-minutes = { $n } min
span-hours = { $n } h
span-days = { $n } d
over-turn-times = ⏱ Tiempo por turno: { $list }
over-turn-time = { $name } { $median } (el más largo { $longest })
over-played-in = ⏱ Jugada en { $duration }.
duration-hours = { $hours } h { $minutes } min
duration-minutes = { $minutes } min
over-record = El registro: `/catan { name-export } { optname-export-game }:{ $game }` · tu clasificación: `/catan { name-stats }`.
over-watchers = 👀 Para quienes miraban: { $who }.
stats-rolls = 🎲 { $total ->
    [one] { $total } tirada
   *[other] { $total } tiradas
}; lo más frecuente, { $top } ({ $times ->
    [one] { $times } vez
   *[other] { $times } veces
}); el 7 salió { $sevens ->
    [one] { $sevens } vez
   *[other] { $sevens } veces
}.
stats-produced = 🌾 Cartas producidas: { $list }.
stats-deals = 🤝 { $list }.
stats-trades = { $count ->
    [one] { $count } intercambio
   *[other] { $count } intercambios
} entre jugadores
stats-bank = { $count } con la banca
stats-bought = { $count ->
    [one] { $count } carta de desarrollo comprada
   *[other] { $count } cartas de desarrollo compradas
}
stats-stolen = cartas robadas: { $list }

## Las respuestas privadas de la sala (en el idioma de quien pulsa)

ask-lobby-closed = Esta sala está cerrada; la partida ya ha empezado o terminado.
ask-rematch-unfinished = Solo una partida jugada hasta el final tiene revancha.
ask-rematch-not-yours = Solo los jugadores de la partida { $game } pueden pedir su revancha; `/catan { name-new }` abre una mesa nueva.
ask-rematch-not-seated = Solo se pregunta a quienes tienen plaza en esta revancha.
ask-rematch-host-declines = Tú pediste esta revancha: pulsa **{ $cancel }** para cerrarla.
ask-rematch-accepted-already = Ya has aceptado.
ask-rematch-nobody = Esta sala ya no espera la respuesta de nadie.
rematch-waits = La revancha espera a que { $names } acepte o rechace.
ask-seated-already = Ya tienes plaza en esta mesa.
ask-table-full = La mesa está completa.
ask-not-seated = No tienes plaza en esta mesa.
ask-host-cannot-leave = El anfitrión no puede irse; pulsa **{ $cancel }** para cerrar la sala.
ask-only-host-cancels = Solo el anfitrión puede cancelar esta sala.
ask-only-host-ai = Solo el anfitrión puede añadir o quitar IA.
ask-only-host-settings = Solo el anfitrión puede cambiar los ajustes de la mesa.
ask-settings-rematch = Una revancha conserva los ajustes con los que se ofreció mientras espera las respuestas de sus jugadores.
btn-settings = Ajustes
settings-chooser = **Ajustes de la mesa**: lo que elijas aquí cambia la sala para todos al instante:
settings-saved = ✅ Guardado: la sala muestra los nuevos ajustes.
settings-points = { $points } puntos de victoria para ganar
settings-discard = Con un 7, quien tenga más de { $limit } cartas descarta la mitad
settings-undos = { $count ->
    [0] Sin deshacer
    [one] Deshacer { $count } vez por jugador
   *[other] Deshacer { $count } veces por jugador
}
settings-rules-placeholder = Reglas: elige con cuáles jugar
settings-friendly-robber = Ladrón amistoso (respeta a quien tenga 2 puntos o menos)
settings-balanced-dice = Dados equilibrados (tiradas de un mazo barajado de las 36)
settings-balanced-sevens = Sietes equilibrados (requiere dados equilibrados)
settings-paired = Turnos en pareja (en lugar de fases de construcción especial)
ai-chooser = ¿Qué IA se sienta? **Heurística** juega rápido con reglas sencillas; **Fuerte** calcula por adelantado; **Aleatoria** es para principiantes.
btn-ai-heuristic = Heurística (rápida)
btn-ai-strong = Fuerte (calcula)
btn-ai-random = Aleatoria (principiantes)
btn-ai-remove = Quitar una IA
ask-no-ai = No hay ninguna IA en esta mesa.
ask-table-cancelled = La mesa está cancelada.
ask-game-started = La partida ha comenzado: { $first } coloca primero.
ask-seats = Plazas ({ $taken }/{ $players }): { $names }.
ask-only-host-starts = Solo el anfitrión puede empezar la partida.
ask-waiting-players = { $count ->
    [one] Falta { $count } jugador
   *[other] Faltan { $count } jugadores
} por unirse.

## Por qué se rechazó una jugada (una respuesta privada, en el idioma de quien pulsa)

building-name = { $building ->
    [settlement] { -settlement }
   *[city] { -city }
}
list-or = { $rest } o { $last }
refusal-game-over = La partida ha terminado.
refusal-no-such-seat = No hay plaza { $seat } en esta partida.
refusal-not-your-turn = Es el turno de { $name }, no el tuyo.
refusal-waiting-for-discards = Esperando a que { $names } descarten.
refusal-place-settlement-first = Primero coloca un { -settlement } (preparación).
refusal-place-road-first = Ahora coloca una { -road } junto al { -settlement } que acabas de colocar.
refusal-not-setup = Eso solo es posible durante la preparación.
refusal-roll-first = Primero tira los dados.
refusal-already-rolled = Ya has tirado los dados este turno.
refusal-move-robber-first = Primero mueve el { -robber }.
refusal-place-free-roads-first = Primero coloca tus carreteras gratis de Construcción de carreteras.
refusal-no-robber-to-move = Ahora no hay ningún { -robber } que mover.
refusal-no-discard-pending = Ahora nadie tiene que descartarse.
refusal-no-discard-owed = No tienes que descartarte.
refusal-wrong-discard-count = Debes descartar exactamente { $owed } cartas, no { $given }.
refusal-bad-dice = Los dados deben ser dos números del 1 al 6.
refusal-missing-dice = No se tiraron los dados.
refusal-intersection-occupied = En la intersección { $at } ya está { $building ->
    [settlement] el { -settlement }
   *[city] la { -city }
} de { $name }.
refusal-too-close = Esa intersección está demasiado cerca de { $building ->
    [settlement] el { -settlement }
   *[city] la { -city }
} de { $name } en { $at }.
refusal-settlement-not-connected = La intersección { $at } no está conectada a ninguna de tus carreteras.
refusal-path-occupied = Ya está la { -road } de { $name } en { $at }.
refusal-road-not-connected = Una { -road } en { $at } no tocaría ninguna de tus carreteras, poblados o ciudades.
refusal-road-blocked-by-building = Una { -road } en { $at } pasaría por { $building ->
    [settlement] el { -settlement }
   *[city] la { -city }
} de { $name } en { $through }.
refusal-setup-road-not-adjacent = La { -road } de la preparación debe tocar el { -settlement } que acabas de colocar en { $at }.
refusal-no-settlement-to-upgrade = No tienes ningún { -settlement } en { $at } que mejorar.
refusal-no-pieces-left = No te quedan { $piece ->
    [road] carreteras
    [settlement] poblados
   *[city] ciudades
} por colocar.
refusal-cannot-afford = Necesitas { $missing } más para { $what ->
    [road] construir una { -road }
    [settlement] construir un { -settlement }
    [city] construir una { -city }
   *[development_card] comprar una { -development-card }
}.
refusal-deck-empty = El mazo de cartas de desarrollo está vacío.
refusal-no-such-card = No tienes ninguna carta de { dev-card-name } que jugar.
refusal-card-bought-this-turn = Compraste esa carta de { dev-card-name } este turno; podrás jugarla a partir de tu próximo turno.
refusal-already-played-card = Ya has jugado una { -development-card } este turno.
refusal-no-road-possible = No hay ningún sitio donde puedas construir una { -road }.
refusal-bank-lacks = Al banco no le queda { resource-name }.
refusal-bank-short = El banco solo tiene { $has } de { resource-name }.
refusal-robber-must-move = El { -robber } debe ir a una casilla distinta de { $hex }.
refusal-friendly-robber = { $name } tiene 2 puntos o menos y el { -robber } amistoso lo protege; elige otra casilla.
refusal-victim-required = Elige a quién robar: { $names }.
refusal-not-a-victim = { $name } no tiene ningún edificio en la casilla { $hex }, así que no puedes robarle ahí.
refusal-victim-has-no-cards = { $name } no tiene cartas que robar.
refusal-nobody-to-rob = No hay nadie a quien robar en la casilla { $hex }.
refusal-steal-from-self = No puedes robarte a ti mismo.
refusal-stolen-card-not-held = { $name } no tiene { resource-name }, así que esa carta no puede ser la robada.
refusal-missing-stolen-card = No se sacó la carta robada.
refusal-not-enough-cards = Solo tienes { $has } de { resource-name }.
refusal-empty-trade-side = Elige al menos una carta para dar y una para recibir.
refusal-same-resource-both-sides = El mismo recurso no puede estar a ambos lados de un intercambio ({ resource-name }).
refusal-bank-trade-units = A tus tipos, { $give } te da { $units ->
    [one] { $units } carta
   *[other] { $units } cartas
} del banco, no { $asked }.
refusal-bad-bank-rate = Cambias { resource-name } con el banco a { $rate }:1, así que da un múltiplo de { $rate }.
refusal-trade-not-now = Solo se comercia después de tirar los dados, en tu fase de acciones.
refusal-no-open-offer = No hay ninguna oferta de intercambio abierta.
refusal-not-addressed = Esa oferta no va dirigida a ti.
refusal-trade-with-self = No puedes comerciar contigo mismo.
refusal-not-the-offerer = Solo el jugador del turno puede hacer eso con un intercambio.
refusal-partner-not-ready = { $name } no ha aceptado ni contraofertado tu oferta.
refusal-partner-lacks-cards = { $name } ya no tiene las cartas para este intercambio.
refusal-nobody-addressed = Una oferta debe dirigirse al menos a otro jugador.
refusal-no-cards-in-setup = Durante la preparación no se juegan cartas de desarrollo.
refusal-victory-point-not-playable = Las cartas de punto de victoria nunca se juegan; cuentan por sí solas.
refusal-no-such-hex = No hay ninguna casilla { $hex } en esta isla.
refusal-no-such-intersection = No hay ninguna intersección { $at } en esta isla.
refusal-no-such-path = { $at } no es un camino de esta isla: esas dos intersecciones no son vecinas.
refusal-special-build-not-in-game = La fase de construcción especial solo se juega con 5 o 6 jugadores.
refusal-special-build-own-turn = Es tu propio turno: construye ahora en lugar de pedir una fase de construcción especial.
refusal-special-build-not-now = Solo puedes pedir una fase de construcción especial durante el turno de otro jugador, después de la preparación.
refusal-special-build-already-asked = Ya has pedido una fase de construcción especial este turno.
refusal-special-build-not-asked = No has pedido ninguna fase de construcción especial este turno.
refusal-no-trade-in-special-build = En una fase de construcción especial solo se construye y se compra: nada de intercambios.
refusal-special-build-paired-turns = Esta mesa juega turnos en pareja: no hay fase de construcción especial; construyes como colono 2 en tu parte de un turno.
refusal-settler-two-trades-with-the-bank = Como colono 2 solo comercias con la banca y los puertos, no con otros jugadores.
refusal-no-cards-in-special-build = Durante una fase de construcción especial no se juegan cartas de desarrollo.
refusal-special-build-only-builds = Durante una fase de construcción especial solo puedes construir y comprar cartas de desarrollo, y luego pasar.
refusal-undo-off = Deshacer está desactivado en esta mesa.
refusal-undo-limit = No te quedan deshaceres: cada jugador tiene { $count } en esta partida.
refusal-nothing-to-undo = No tienes nada que deshacer: solo se pueden deshacer tus propias construcciones e intercambios con el banco desde la última tirada, carta, robo, intercambio con un jugador o fin de turno.

## Lo que un jugador sabe de su propia jugada (privado: en el idioma de quien pulsa)

refused-no-game-here = No hay ninguna partida abierta en este canal. Empieza una con `/catan { name-new }`.
refused-no-game-here-thread = No hay ninguna partida abierta en este canal. `/catan { name-new }` abre una en un hilo propio (en el canal mismo no puedo jugar: me falta { $permissions }).
refused-no-game-cannot = No hay ninguna partida abierta en este canal, y aquí no puedo llevar una: me falta { $permissions }. Un administrador del servidor puede { $count ->
    [one] concederlo
   *[other] concederlos
} en los ajustes del canal.
refused-game-gone = Esa partida ya no existe.
refused-not-seated = No juegas en esta partida.
refused-not-started = La partida aún no ha empezado.
refused-over = La partida ha terminado.
refused-turn-over = Ese turno ha terminado.
refused-special-build-over = Esa fase de construcción especial ha terminado.
refused-part-over = Esa parte del turno ha terminado.
refused-offer-closed = Esa oferta está cerrada.
refused-store = Lo siento, ahora mismo no se pudo leer la partida; nada ha cambiado. Vuelve a intentarlo.
setup-players = Una partida tiene de 2 a 6 jugadores, no { $count }.
setup-points-to-win = Los puntos de victoria para ganar deben estar entre 5 y 20, no { $count }.
setup-discard-limit = El límite de descarte debe estar entre 7 y 20 cartas, no { $count }.
setup-undo-limit = Cada jugador puede tener como mucho { $most } deshaceres, no { $count }.
setup-first-player = El primer jugador debe ser una de las { $players } plazas, no la plaza { $seat }.
setup-dev-deck = El mazo de cartas de desarrollo debe tener exactamente las { $cards } cartas del juego.
setup-board-size = Una partida de { $players } jugadores se juega en un tablero de { $want } casillas, no { $got }.
setup-beginner-map-on-large-island = El mapa inicial es para 2 a 4 jugadores; una partida de 5–6 jugadores usa un mapa aleatorio.
setup-sevens-without-deck = Los sietes equilibrados salen del mazo de los dados equilibrados: elige también dados equilibrados.
setup-paired-needs-five = Los turnos en pareja son para 5 o 6 jugadores, no para { $count }.
setup-explicit-board-tiles = Una partida de 5–6 jugadores necesita un tablero fijo de 30 casillas, no { $got }.
error-nothing-changed = Lo siento, algo falló por nuestra parte; nada ha cambiado. Vuelve a intentarlo.
error-shown-later = Tu jugada se hizo, pero algo falló al mostrarla; la mesa se pondrá al día enseguida.
text-missing = Lo siento, el bot no tiene texto para este mensaje; nada ha cambiado.
refused-not-in-progress = La partida ya no está en curso.
refused-user-not-seated = { $name } no juega en esta partida.
refused-unknown-button = Ese botón pertenece a algo que ya no conozco.
refused-unknown-form = Ese formulario pertenece a algo que ya no conozco.
refused-lobby-gone = Esa sala ya no existe.
refused-choose-option = Elige una de las opciones.
nothing-discard-first = Primero descarta (**{ $button }**).
nothing-to-build = Ahora no puedes construir nada: compara tus cartas (**{ $button }**) con los costes de `/catan { name-rules }`.
nothing-to-play = Ahora no tienes ninguna carta de desarrollo que puedas jugar: una carta por turno, y nunca una comprada este turno.
nothing-to-trade = Ahora no puedes comerciar.
nothing-robber-move = Ahora no puedes mover el ladrón.
move-name = { $move ->
    [place_settlement] poblado
    [build_settlement] poblado
    [place_road] carretera
    [build_road] carretera
    [roll] tirada
    [discard] descarte
    [move_robber] movimiento del ladrón
    [build_city] ciudad
    [buy_dev_card] compra de una carta de desarrollo
    [play_knight] Caballero
    [play_road_building] Construcción de carreteras
    [play_year_of_plenty] Descubrimiento
    [play_monopoly] Monopolio
    [bank_trade] intercambio con el banco
    [offer_trade] oferta de intercambio
    [accept_trade] aceptación
    [decline_trade] rechazo
    [counter_trade] contraoferta
    [confirm_trade] intercambio
    [cancel_trade] retirada de la oferta
    [end_turn] fin de turno
    [ask_special_build] petición de construir entre turnos
    [withdraw_special_build] retirada de la petición de construir entre turnos
   *[undo] deshacer
}
move-refused = Jugada no hecha: { move-name }. { $why }
move-not-made = Jugada no hecha: { move-name }, porque { $why }. { $again }
why-kept-changing = la mesa siguió cambiando mientras pulsabas; mírala primero
why-restarting = el bot se está reiniciando
why-not-saved = no se pudo guardar ahora el registro de la partida, así que nada ha cambiado
why-click-unconfirmed = Discord no confirmó tu clic
again-click = Pulsa **{ $label }** otra vez.
again-click-later = Pulsa **{ $label }** otra vez dentro de un minuto.
again-it = Púlsalo otra vez.
again-it-later = Púlsalo otra vez dentro de un minuto.
again-send = Envíalo otra vez.
again-send-later = Envíalo otra vez dentro de un minuto.
again-command = Usa `/{ $command }` otra vez.
again-command-later = Usa `/{ $command }` otra vez dentro de un minuto.
move-restarting = El bot se está reiniciando: tu jugada ({ move-name }) se hará en un momento, o te diremos por qué no.
move-done = Hecho.
move-maybe-not-made = Puede que tu jugada ({ move-name }) no se haya hecho: algo falló por nuestra parte. Si la mesa no la muestra, vuelve a intentarlo.
move-recovered-made = Jugada hecha: { move-name }. El bot se reinició mientras tanto.
move-recovered-refused = Jugada no hecha: { move-name }. El bot se reinició mientras tanto. { $why }
move-recovered-kept-changing = Jugada no hecha: { move-name }. El bot se reinició mientras tanto y la mesa siguió cambiando. Mírala y vuelve a intentarlo.
move-made-not-shown = Tu jugada está hecha. { $why }
# Discord's permissions, as each language's Discord names them.
perm-view-channel = Ver canal
perm-send-messages = Enviar mensajes
perm-send-in-threads = Enviar mensajes en hilos
perm-create-threads = Crear hilos públicos
perm-attach-files = Adjuntar archivos
perm-read-history = Leer el historial de mensajes
cannot-show-missing = No puedo mostrarla en la mesa: aquí me falta { $permissions }. La partida espera, no se pierde nada; un administrador del servidor puede { $count ->
    [one] devolverme el permiso
   *[other] devolverme los permisos
}.
cannot-see-channel = Ya no puedo ver este canal (falta **{ perm-view-channel }**); la partida espera, no se pierde nada. Un administrador del servidor puede devolverme el permiso.
cannot-post = Me falta un permiso para publicar aquí (**{ perm-send-messages }**, **{ perm-send-in-threads }** o **{ perm-attach-files }**); la partida espera, no se pierde nada. Un administrador del servidor puede devolverme el permiso.
private-bought = Has comprado la carta { dev-card-name }.
private-stole = Le has robado 1 { resource-name } a { $name }.
sbp-asked-answer = Has pedido una fase de construcción especial: cuando { $owner } termine el turno, podrás construir y comprar cartas de desarrollo (sin comerciar ni jugar cartas). Para retirarla, pulsa otra vez **{ $button }**.
sbp-withdrawn-answer = Has retirado tu petición: no habrá fase de construcción especial para ti después del turno de { $owner }.

## Las elecciones y formularios de un turno (privado: en el idioma de quien pulsa)

btn-more = Más ▶
btn-previous = ◀ Anterior
chooser-part = { $title } ({ $part } de { $parts })
terrain-name = { $terrain ->
    [forest] bosque
    [pasture] pasto
    [fields] sembrado
    [hills] cerro
    [mountains] montaña
   *[desert] desierto
}
place-pips = { $pips ->
    [one] { $pips } punto
   *[other] { $pips } puntos
}
place-tile = { terrain-name } { $number }
place-intersection = { $tiles } · { place-pips }
place-intersection-harbor = { $tiles } · { place-pips } · puerto 3:1
place-intersection-special-harbor = { $tiles } · { place-pips } · puerto 2:1 de { resource-name }
place-city = { $at } · { -city } · { $place }
place-path = { $path } · hacia { $place }
place-hex = { $hex } · { terrain-name } { $number } · { place-pips }
place-hex-desert = { $hex } · { terrain-name }
place-hex-rob = { $place } · robar a { $names }
place-hex-nobody = { $place } · nadie a quien robar
chooser-place-settlement = Colocar un { -settlement }
chooser-place-road = Colocar una { -road }
chooser-build-road = Construir una { -road } (1 { -brick }, 1 { -lumber })
chooser-build-settlement = Construir un { -settlement } ({ -brick }, { -lumber }, { -wool }, { -grain })
chooser-build-city = Construir una { -city } (2 { -grain }, 3 { -ore })
chooser-build-where = ¿Dónde? Cada sitio donde puedes construir está rodeado y marcado con su número.
chooser-build-where-paged = ¿Dónde? Cada sitio donde puedes construir está rodeado y marcado con su número. (parte { $page } de { $pages } de la isla)
close-up-part = 🔍 La isla ahora mismo, parte { $page } de { $pages }.
build-not-a-path = «{ $at }» no es un camino; escríbelo como 12-13.
build-not-an-intersection = «{ $at }» no es una intersección; usa un número del 1 al { $last }.
robber-not-a-hex = «{ $hex }» no es una casilla; usa una letra de la A a la { $last }.
robber-nobody-there = En la casilla { $hex } no se puede robar a nadie: deja `{ optname-robber-victim }` vacío.
robber-can-steal-from = En la casilla { $hex } puedes robar a { $names }.
robber-choose-victim = Elige con `{ optname-robber-victim }` a quién robar en la casilla { $hex }: { $names }.
nobody-called = Nadie llamado «{ $name }» está en esta mesa.
robber-cannot-rob = A { $name } no se le puede robar ahí.
robber-placeholder = Mover el { -robber } a…
robber-where = ¿Adónde va el { -robber }?
robber-choose-hex = Elige una casilla.
robber-cannot-go = El { -robber } no puede ir ahí ahora.
btn-steal-from = Robar a { $name }
robber-whom = Casilla { $hex }: ¿a quién robas?
victim-choice = { $name } · { $cards ->
    [one] { $cards } carta
   *[other] { $cards } cartas
}
victim-choice-at = { victim-choice } · casilla { $hexes }
discard-placeholder = Cuántas de cada una: { $count } cartas en total
btn-type-cards = Escribir las cartas…
discard-chooser = Tienes { $hand }. Elige cuántas de cada recurso descartas, { $count } cartas en total (una elección por recurso).
discard-already-in = Ya te has descartado: la mesa espera el descarte de { $names }.
discard-not-owed = No tienes que descartarte (no tenías más cartas que el límite): la mesa espera el descarte de { $names }.
discard-form-title = Descartar { $count } cartas
discard-form-field = A descartar (p. ej. 2 { -brick }, 1 { -ore })
trade-bank-option = Da { $give }, recibe { $get }
btn-offer-to-players = Ofrecer a los jugadores…
trade-bank-placeholder = Comerciar con el banco (tu mejor tipo)
trade-chooser = Comercia con el banco u ofrece un intercambio a la mesa.
trade-chooser-no-bank = { $why } Puedes ofrecer un intercambio a los jugadores.
offer-form-title = Ofrecer un intercambio
offer-form-give = Das (p. ej. 1 { -brick }, 1 { -wool })
offer-form-get = Recibes (p. ej. 1 { -ore })
offer-form-to = Para (nombre de un jugador; vacío: todos)
counter-own = No puedes contraofertar tu propia oferta; retírala y haz una nueva.
counter-form-title = Contraoferta
counter-form-give = Das
counter-form-get = Recibes
bank-none-left = Ahora no puedes comerciar con el banco: no le quedan cartas que darte por tu { $resources }.
bank-need = Ahora no puedes comerciar con el banco: necesitas { $need }, y tienes { $held }.
bank-need-harbors = { $each } ({ $count ->
    [one] tu puerto 2:1
   *[other] tus puertos 2:1
} de { $names })
bank-need-three = 3 de un mismo recurso (tu puerto 3:1)
bank-need-three-other = 3 de cualquier otro recurso (tu puerto 3:1)
bank-need-no-harbor = { $rate } de un mismo recurso (no tienes puerto)
bank-need-other = { $rate } de cualquier otro recurso
bank-held-nothing = ninguna carta de recurso
cards-name-resource = Indica con `{ optname-play-resource }` el recurso que reclamas.
cards-name-two = Indica con `{ optname-play-resource }` y `{ optname-play-resource2 }` las dos cartas que tomas.
btn-play-card = Jugar { dev-card-name }
cards-monopoly-on = Monopolio de { resource-name }
cards-yop-placeholder = Descubrimiento: toma dos cartas
cards-monopoly-placeholder = Monopolio: nombra un recurso
cards-none = No tienes ninguna carta de desarrollo que jugar.
cards-which = ¿Qué carta?
cards-bad-count = «{ $count }» no es un número de cartas.
cards-expected-resource = Falta un recurso después de «{ $count }».
cards-not-a-resource = «{ $word }» no es un recurso ({ -brick }, { -lumber }, { -wool }, { -grain }, { -ore }).

## El tablero y los gráficos de la partida (en el idioma de la mesa; el tablero de una elección privada en el del miembro)

board-setup = Preparación
board-game-over = Fin de la partida
board-turn = Turno { $turn }
board-build-spots = Sitios de { $name }:
board-spots-settlements = { $count ->
    [one] { $count } poblado
   *[other] { $count } poblados
}
board-spots-cities = { $count ->
    [one] { $count } ciudad
   *[other] { $count } ciudades
}
board-spots-roads = { $count ->
    [one] { $count } carretera
   *[other] { $count } carreteras
}
board-spots-none = ninguno por ahora
board-last-roll = Última tirada
board-no-roll = Aún sin tirada
board-bank = Banco
board-deck = Cartas des. { $count }
board-cards = Cartas
board-dev-cards = Des.
board-knights = Caballeros
board-road = Ruta
board-vp = PV
board-status-road = { $name } coloca una carretera
board-status-settlement = { $name } coloca un poblado
board-status-roll = { $name } tira los dados
board-status-discards = Esperando descartes
board-status-robber = { $name } mueve el ladrón
board-status-main = { $name } construye y comercia
board-status-free-roads = { $name } coloca carreteras gratis
board-status-special-build = { $name }: construcción especial
board-status-won = ¡{ $name } gana!
board-status-nobody-won = Nadie ha ganado
board-badge-vp-cards = { $count ->
    [one] { $count } carta PV
   *[other] { $count } cartas PV
}
board-badge-discards = Descarta { $count }
board-badge-special-build = Constr. especial
board-badge-longest-road = Gran Ruta Comercial
board-badge-largest-army = Gran Ejército
chart-player = Jugador { $seat }
chart-won = { $name } gana tras { $turns } turnos
chart-setup = Preparación
chart-played = { $turns } turnos jugados
chart-summary = { $players } jugadores · { $rolls ->
    [one] { $rolls } tirada
   *[other] { $rolls } tiradas
} · { $trades ->
    [one] { $trades } intercambio
   *[other] { $trades } intercambios
}
chart-points = Puntos de victoria
chart-chances = Probabilidad de ganar, turno a turno
chart-turn = turno
chart-dice = Dados obtenidos y esperados
chart-rolled = obtenidos
chart-expected = esperados
chart-cards = Cartas por jugador
chart-gained = recibidas
chart-robbed = robadas
chart-monopolized = quitadas por Monopolio
chart-traded-away = cedidas
chart-traded-for = obtenidas a cambio
trend-unrated = Aún no hay partidas clasificadas.
trend-change = { $games ->
    [one] { $change } en { $games } partida
   *[other] { $change } en { $games } partidas
}
trend-high = máx. { $value }
trend-low = mín. { $value }

## Los demás comandos y botones de la mesa (privado: en el idioma de quien pregunta)

refused-conflict = Otra persona actuó en el mismo momento; vuelve a intentarlo.
refused-channel-busy = Este canal ya tiene una partida abierta.
lobby-rematch-declined = { $name } rechazó la revancha: la plaza queda libre.
new-missing-permissions = No puedo llevar una mesa aquí: me falta { $permissions } en este canal. Un administrador del servidor puede { $count ->
    [one] concederlo
   *[other] concederlos
} en los ajustes del canal{ $fix }.
new-missing-fix-no-thread = { " " }(o abre la mesa sin hilo: `/catan { name-new } { optname-new-thread }:False`)
new-missing-fix-thread = { " " }(una mesa en su propio hilo sí funcionaría aquí: `/catan { name-new }` sin `{ optname-new-thread }:False`)
new-missing-fix-also = { " " }(una mesa sin hilo también necesitaría { $also })
new-thread-failed = No pude abrir un hilo aquí; prueba `/catan { name-new } { optname-new-thread }:False` para jugar en este canal.
watch-over = Esta partida ha terminado: ya no queda nada que mirar.
watch-plays = Juegas en esta mesa: cada mensaje suyo ya es tuyo.
watch-watching = 👀 Estás mirando la partida { $game } ({ $names }): cada jugada aparece aquí en cuanto se hace. Los espectadores nunca ven una mano ni una carta.
watch-thread-added = Se te ha añadido al hilo de la mesa.
watch-thread-follow = Sigue el hilo de la mesa para verlo en tu lista.
watch-ping = 👀 Estás mirando la partida { $game }: el mensaje del final te mencionará.
watch-stopped = Ya no miras la partida { $game }.
watch-not-watching = No estabas mirando la partida { $game }.
btn-watch-ping = Avísame al final
btn-unwatch = Dejar de mirar
board-reposted = La mesa se ha vuelto a publicar abajo.
board-repost-failed = Discord no aceptó la nueva publicación; lo intentaré de nuevo en breve.
log-unreadable = Lo siento, el registro de esta partida no se puede leer.
abandon-not-host = Solo el anfitrión o un miembro con «Gestionar canales» puede abandonar esta partida.
abandon-too-late = La partida acaba de terminar; su resultado se mantiene.
no-game-here = No hay ninguna partida { $game } en este canal.
export-not-over = El registro está disponible cuando la partida termina (o para miembros con «Gestionar canales»).
export-record = El registro de la partida { $game }.
notify-dm-on = **Tus turnos:** la mención en el canal de la mesa y un mensaje directo con un enlace al mensaje del turno.
notify-dm-off = **Tus turnos:** la mención en el canal de la mesa (`/catan { name-notify } { optname-notify-dm }:True` añade un mensaje directo con un enlace).
notify-dm-refused = Discord rechazó el último (puede que tus mensajes directos de este servidor estén cerrados): no se envía ninguno hasta que los vuelvas a activar con `{ optname-notify-dm }:True`.
notify-quiet = **Horas de silencio:** { $hours }: sin mensajes directos entonces, solo la mención en el canal, y tu reloj de turno se detiene.
notify-quiet-now = Ahora es hora de silencio para ti.
notify-next-on = **Aviso previo:** un mensaje directo cuando el jugador anterior a ti empiece su turno.
notify-next-off = **Aviso previo:** ninguno (`{ optname-notify-next }:True` envía un mensaje directo cuando el jugador anterior a ti empiece su turno).
notify-quiet-none = **Horas de silencio:** ninguna (`{ optname-notify-quiet }:22-7 { optname-notify-time_zone }:Europe/Madrid` las fija).
dm-turn = 🎲 Es tu turno en { $channel } (Catan, partida { $game }): { $link }
dm-turn-what = { $what }: { $link }
dm-heads-up = ⏭ { $name } empezó el turno { $turn }; el tuyo es el siguiente · { $game }: { $link }
dm-refused = No pude enviarte un mensaje directo para tu turno: Discord lo rechazó (puede que tus mensajes directos de este servidor estén cerrados). Tus turnos te siguen mencionando en el canal. Cuando los permitas, `/catan { name-notify } { optname-notify-dm }:True` vuelve a activar los mensajes.
quiet-hours-bad = Las horas de silencio son dos horas del día, como `22-7` (de 22:00 a 7:00), u `off`.
quiet-hours-empty = Las horas de silencio necesitan un inicio y un final distintos.
quiet-zone-unknown = No conozco la zona horaria `{ $zone }`: usa un nombre como `Europe/Madrid` o `America/New_York`, o `UTC`.

## Entre partidas: estadísticas, clasificación, historial y resumen de una partida (privado: en el idioma de quien pregunta)

stats-none-server = Aún no ha terminado ninguna partida en este servidor, así que no hay estadísticas. `/catan { name-new }` abre una mesa.
stats-turn-time = **Tiempo por turno:** { $median } (el más largo { $longest })
stats-none-you = Aún no has terminado ninguna partida en este servidor: tus estadísticas empiezan con tu primera partida terminada. `/catan { name-new }` abre una mesa.
stats-none-them = { $name } aún no ha terminado ninguna partida en este servidor.
stats-head = **📊 { $name }** en este servidor
stats-games = 🎲 { $games ->
    [one] { $games } partida terminada
   *[other] { $games } partidas terminadas
} · { $wins ->
    [one] { $wins } victoria
   *[other] { $wins } victorias
} ({ $rate } %) · { $points } puntos por partida de media
stats-rating = 📈 Clasificación **{ $rating }**{ $trend ->
    [last] { " " }({ $change } en { $count ->
        [one] la última partida
       *[other] las últimas { $count } partidas
    })
    [all] { " " }({ $change } en { $count ->
        [one] { $count } partida
       *[other] { $count } partidas
    })
   *[none] {""}
}{ $more ->
    [0] {""}
   *[other] ; { $more ->
        [one] { $more } partida terminada más
       *[other] { $more } partidas terminadas más
    } para aparecer en la clasificación
}
stats-no-change = sin cambios
stats-unrated = 📈 Clasificación: aún sin calcular.
stats-favourite-first = { resource-name } ({ $count } de { $games ->
    [one] { $games } partida
   *[other] { $games } partidas
})
stats-favourite = { resource-name } ({ $count })
stats-favourites = 🏠 Primer poblado casi siempre junto a: { $list }.
stats-longest-road = 🛣️ Ruta más larga: { $length ->
    [one] { $length } camino
   *[other] { $length } caminos
} (partida { $game }).
btn-next = Siguiente ▶
leaderboard-short = Aquí tienes { $games ->
    [one] { $games } partida terminada
   *[other] { $games } partidas terminadas
}: { $more ->
    [one] { $more } partida más
   *[other] { $more } partidas más
} y apareces en ella.
leaderboard-empty = Aún no ha terminado ninguna partida en este servidor: la clasificación se llena a medida que terminan. `/catan { name-new }` abre una mesa.
leaderboard-nobody = Nadie ha terminado aún { $min } partidas en este servidor: un jugador aparece en la clasificación tras { $min } partidas terminadas.
leaderboard-head = **🏆 Clasificación** — por puntuación; jugadores con al menos { $min ->
    [one] { $min } partida terminada
   *[other] { $min } partidas terminadas
} en este servidor.
leaderboard-line = { $rank } { $name } — **{ $rating }** · { $games ->
    [one] { $games } partida
   *[other] { $games } partidas
} · { $wins ->
    [one] { $wins } victoria
   *[other] { $wins } victorias
}
leaderboard-line-you = { leaderboard-line } ← tú
leaderboard-foot = Página { $page } de { $pages } · { $players ->
    [one] { $players } jugador
   *[other] { $players } jugadores
}.
history-note-server = Aún no ha terminado ninguna partida en este canal (una mesa en su propio hilo cuenta allí); aquí están las partidas de todo el servidor.
history-empty = Aún no ha terminado ninguna partida en este servidor. `/catan { name-new }` abre una mesa.
history-head-channel = **📜 Partidas terminadas en este canal**, las más recientes primero
history-head-server = **📜 Partidas terminadas en este servidor**, las más recientes primero
history-foot = Página { $page } de { $pages } · { $games ->
    [one] { $games } partida
   *[other] { $games } partidas
}. El botón de una partida da su registro, su cámara rápida y sus gráficos.
btn-history-game = Partida { $game }
history-game = **Partida { $game }**
history-abandoned = abandonada
# A history line's other facts: when the game ended (Discord shows the time as "2 days ago"
# in the reader's language), its channel, its winner, and each player's points.
history-when = <t:{ $time }:R>
history-where = <#{ $channel }>
history-winner = 🏆 **{ $name }**
history-score = { $name } { $points }
recap-gone = La partida { $game } ya no existe.
recap-elsewhere = La partida { $game } se jugó en otro servidor.
recap-not-started = La partida { $game } nunca empezó: no tiene registro.
recap-head = **Partida { $game }**
recap-head-abandoned = **Partida { $game }** (abandonada)
recap-head-won = **Partida { $game }** — 🏆 ganó { $name }
recap-files = { $head }: su registro (cada jugada, para guardarlo o comprobar los dados){ $files ->
    [both] , su cámara rápida y sus gráficos
    [timelapse] { " " }y su cámara rápida
    [charts] { " " }y sus gráficos
   *[none] {""}
}.
recap-missing = { $what ->
    [both] Lo siento, no se pudieron crear su cámara rápida ni sus gráficos.
    [timelapse] Lo siento, no se pudo crear su cámara rápida.
   *[charts] Lo siento, no se pudieron crear sus gráficos.
}

## /catan-hub games (una respuesta privada, en el idioma de quien pregunta)

games-head-yours = **Te toca** · { $count ->
    [one] { $count } mesa
   *[other] { $count } mesas
}
games-head-others = **Esperando a otros** · { $count ->
    [one] { $count } mesa
   *[other] { $count } mesas
}
games-ai = 🤖 { $name } (IA) está jugando · { $game }
games-setup-settlement = 🏠 { $name } coloca un { -settlement } · { $game }
games-setup-road = 🛣️ { $name } coloca una { -road } · { $game }
games-roll = 🎲 { $name } tiene que tirar los dados del turno { $turn } · { $game }
games-main = 🔨 { $name } juega el turno { $turn } · { $game }
games-discard = 🃏 { $names } { $count ->
    [one] descarta
   *[other] descartan
} la mitad de sus cartas · { $game }
games-robber = 🥷 { $name } tiene que mover al { -robber } · { $game }
games-road-building = 🛣️ { $name } coloca sus caminos gratis · { $game }
games-special-build = 🔨 Fase de construcción especial de { $name } · { $game }
games-lobby = 🪑 Sala, { $taken } de { $players } plazas ocupadas · { $game }
games-lobby-start = 🪑 { $name }, tu mesa está completa: pulsa **{ btn-start }** · { $game }
games-lobby-rematch = 🔁 { $name }, ¿otra partida? **{ btn-accept }** o **{ btn-decline }** · { $game }
games-link = [Ir a la mesa]({ $link })
games-server = **{ $name }**
games-turn-since = el turno empezó { $since }
games-lobby-since = abierta { $since }
games-more = …y { $count ->
    [one] { $count } mesa más
   *[other] { $count } mesas más
}: no caben en un solo mensaje.
games-none = Ahora mismo no tienes sitio en ninguna mesa. `/catan { name-new }` abre una en un canal, y el botón **{ btn-join }** de una sala de espera te da una plaza.

## /catan fair (una respuesta privada, en el idioma de quien pregunta)

fair-explained = **Dados justos** — cómo cualquiera puede comprobar la suerte de esta mesa.
    Antes de que nadie se una, el bot fija una semilla secreta y muestra su huella (un hash SHA-256) en la sala. Al empezar mezcla lo que nadie sabía antes: el número de la partida, el id de Discord del clic en **{ btn-start }** y los jugadores sentados. Todo lo aleatorio de la partida (el mapa aleatorio, quién empieza, el mazo de desarrollo, cada tirada, cada carta robada) sale de ahí, cada tipo contado en su propio flujo. Cuando la partida termina, ganada o abandonada, se muestra la semilla, y cualquiera puede comprobar con el registro (`/catan { name-export }`) que coincide con la huella y que cada sorteo salió de ella: el verificador del bot lo hace en cualquier ordenador, sin el bot.
    {"**"}Lo que esto demuestra:** una vez abierta la sala, nadie (ni el operador del bot) podía elegir una tirada, una carta o un robo para nadie, ni cambiarlos después, sin que la comprobación lo señale.
    {"**"}Lo que no puede demostrar:** el bot conoce la semilla mientras jugáis, así que un servidor deshonesto podría mirar las tiradas futuras o descartar salas hasta que una le gustara (cada sala muestra su propia huella). Las IA nunca lo hacen: solo ven su propia mano y la mesa, como tú.
fair-check-before = La partida { $game } empezó antes de los dados justos: sus sorteos no se pueden comprobar así.
fair-check-fingerprint = Partida { $game }: la huella es `{ $fingerprint }`.
fair-check-entropy = Mezclado al empezar: `{ $entropy }`.
fair-check-entropy-later = El inicio mezclará su azar.
fair-check-seed = La semilla, revelada: `{ $seed }`.
fair-check-seed-later = La semilla se revela cuando termina la partida.
fair-check-balanced = Dados equilibrados: las tiradas se reparten de mazos barajados con los 36 resultados de dos dados, { $deal } de cada mazo.
fair-howto = Cómo comprobar tú mismo un registro, paso a paso: { $url }
fair-howto-none = Para comprobar un registro, pregunta a quien gestiona este bot: puede comprobarlo por ti o darte el verificador.

## /catan hint (una respuesta privada, en el idioma de quien pregunta): qué hacer y por qué

do-place-settlement = Coloca un { -settlement } en { $at }
do-place-road = Coloca una { -road } en { $at }
do-roll = Tira los dados
do-discard = Descarta { $cards }
do-robber = Mueve el { -robber } a la casilla { $hex }{ $detail }
do-robber-steal = Mueve el { -robber } a la casilla { $hex }{ $detail } y róbale a { $name }
do-free-road = Construye una { -road } gratis en { $at }
do-road = Construye una { -road } en { $at }
do-settlement = Construye un { -settlement } en { $at }
do-city = Construye una { -city } en { $at }
do-buy = Compra una { -development-card }
do-knight = Juega un { dev-card-name }
do-play = Juega { dev-card-name }
do-year-of-plenty = Juega { dev-card-name } y toma { $cards }
do-monopoly = Juega { dev-card-name } sobre { resource-name }
do-bank = Cambia { $give } con el banco por { $get }
do-offer = Ofrece { $give } por { $get } a { $to }
do-accept = Acepta la oferta de { $name }
do-decline = Rechaza la oferta de { $name }
do-counter = Contraoferta a { $name }: { $give } por { $get }
do-confirm = Confirma el intercambio con { $name }
do-withdraw = Retira tu oferta
do-end-special = Termina tu fase de construcción especial
do-end = Termina tu turno
do-ask-special = Pide una fase de construcción especial
do-withdraw-special = Retira tu petición de fase de construcción especial
do-undo = Deshaz tu última construcción o intercambio con el banco
hint-over-won = La partida ha terminado: ganó { $name }
hint-over = La partida ha terminado
hint-not-your-turn = Es el turno de { $name }, no el tuyo
hint-not-your-special-build = Es la fase de construcción especial de { $name }, no la tuya
hint-waiting-discards = Esperando a que { $names } descarten
hint-offer-answered = Ya has respondido a la oferta de { $name }; ahora decide { $name }
hint-waiting-answers = Tu oferta espera la respuesta de { $names }
hint-no-move = { $reason }.
hint-unreadable = Lo siento, no pude encontrar un consejo para esta posición.
hint-footer = 💡 { $line }
    -# La elección de la IA fuerte en tu lugar, según lo que ves; solo tú ves esto.
hint-line = { $head }: { $reason }.
hint-line-bare = { $head }.
hint-toward = hacia { $place }
hint-terms = das { $give }, recibes { $get }
hint-hex = { terrain-name } { $number } · { place-pips }
hint-goal = { $goal ->
    [city] una { -city }
    [settlement] un { -settlement }
    [road] una { -road }
   *[dev] una { -development-card }
}
hint-goal-short = { hint-goal }
hint-then-pay = luego puedes pagar { $goals }
hint-then-short = luego te falta { $missing } para { hint-goal-short }
hint-if-accepted-pay = si alguien acepta, puedes pagar { $goals }
hint-if-accepted-short = si alguien acepta, te falta { $missing } para { hint-goal-short }
hint-only-move = es tu única jugada
hint-end-or-offer = con tus cartas no puedes construir ni comprar nada ahora; aún podrías ofrecer antes un intercambio a los demás
hint-wins = con esto ganas la partida
hint-first = por primera vez: { $resources }
hint-richest = ningún sitio libre tiene más puntos
hint-richer = solo { $count ->
    [one] { $count } sitio libre tiene
   *[other] { $count } sitios libres tienen
} más puntos
hint-city = una { -city } ahí produce el doble: +{ $pips } puntos
hint-longest-road = te llevas la { -longest-road } ({ $length })
hint-settlement-next = después puede ir un { -settlement } en { $at }
hint-heads-for = lleva hacia sitio para un { -settlement } en { $at }
hint-robber-none = el { -robber } no bloquea ninguna de tus casillas
hint-robber-only = el { -robber } solo bloquea tu casilla { $hex }
hint-keep-pays = te quedas { $kept }, que paga { $goals }
hint-keep-short = te quedas { $kept } y te falta { $missing } para { hint-goal-short }
hint-keep = te quedas { $kept }
hint-blocks = bloquea a { $names }
hint-victim = { $name } tiene { $cards ->
    [one] { $cards } carta
   *[other] { $cards } cartas
} y { $points ->
    [one] { $points } punto
   *[other] { $points } puntos
}
hint-unseen = de las { $total } cartas que no has visto, { $knights ->
    [one] { $knights } es un Caballero
   *[other] { $knights } son Caballeros
} y { $vps ->
    [one] { $vps } un Punto de victoria
   *[other] { $vps } Puntos de victoria
}
hint-largest-army = te llevas el { -largest-army } ({ $knights ->
    [one] { $knights } caballero
   *[other] { $knights } caballeros
})
hint-robber-yours = el { -robber } bloquea tu casilla { $hex }
hint-knight-steal = luego mueves el { -robber } y robas una carta
hint-free-roads = construyes { $count ->
    [one] { $count } carretera
   *[other] { $count } carreteras
} gratis
hint-monopoly = los demás tienen entre todos { $count } de { resource-name }
hint-close-to-winning = { $name } tiene { $points ->
    [one] { $points } punto
   *[other] { $points } puntos
} y está cerca de ganar
hint-not-held = no tienes { $cards }
hint-no-closer = no acerca ninguna de tus construcciones
hint-nobody-took = nadie la aceptó
hint-no-answer-closer = ninguna respuesta acerca una construcción
hint-cannot-pay = no puedes pagar nada; te falta { $missing } para { hint-goal-short }
hint-save-up = ahorra: te falta { $missing } para { hint-goal-short }
hint-nothing-worth = nada de lo que puedes pagar vale la pena ahora
hint-chance = Tu probabilidad de ganar: { $now } % ahora, { $after } % tras esta jugada
hint-chance-rival = ; la siguiente mejor, { $rival }: { $pct } %
hint-chance-now = Tu probabilidad de ganar ahora: { $now } %.
hint-no-offer = no ofrecer nada

## Los subcomandos tal como se escriben (minúsculas, cifras, - y _; 32 como mucho)

name-new = nueva
name-join = unirse
name-leave = salir
name-start = empezar
name-build = construir
name-roll = tirar
name-buy = comprar
name-play = jugar
name-robber = ladrón
name-discard = descartar
name-trade = comerciar
name-bank = banca
name-end = terminar
name-hand = mano
name-board = tablero
name-log = registro
name-rules = reglas
name-abandon = abandonar
name-export = exportar
name-fair = justo
name-hint = pista
name-stats = estadísticas
name-leaderboard = clasificación
name-history = historial
name-notify = avisos
name-hub-games = partidas
name-hub-season = temporada
name-hub-season-start = empezar
name-hub-season-end = terminar
name-hub-season-standings = clasificación
optname-hub-season-start-name = nombre
optname-hub-season-start-length = duración
name-hub-tournament = torneo
name-hub-tournament-create = crear
name-hub-tournament-start = empezar
name-hub-tournament-leave = dejar
name-hub-tournament-remove = sacar
name-hub-tournament-abandon = abandonar
name-hub-tournament-standings = clasificación
optname-hub-tournament-create-name = nombre
optname-hub-tournament-create-rounds = rondas
optname-hub-tournament-create-final_table = mesa_final
optname-hub-tournament-create-points = puntos
optname-hub-tournament-create-turn_timer = tiempo_de_turno
optname-hub-tournament-remove-player = jugador
optname-hub-tournament-abandon-table = mesa
optname-leaderboard-season = temporada

## Las opciones tal como se escriben

optname-new-players = jugadores
optname-new-map = mapa
optname-new-build_phase = fase_de_construcción
optname-new-points = puntos
optname-new-discard_limit = límite_descarte
optname-new-friendly_robber = ladrón_amistoso
optname-new-balanced_dice = dados_equilibrados
optname-new-balanced_sevens = sietes_equilibrados
optname-new-undos = deshacer
optname-new-turn_timer = temporizador
optname-new-thread = hilo
optname-new-language = idioma
optname-build-what = qué
optname-build-at = dónde
optname-play-card = carta
optname-play-resource = recurso
optname-play-resource2 = recurso2
optname-robber-hex = casilla
optname-robber-victim = víctima
optname-discard-brick = arcilla
optname-discard-lumber = madera
optname-discard-wool = lana
optname-discard-grain = cereales
optname-discard-ore = mineral
optname-trade-give = dar
optname-trade-get = recibir
optname-trade-to = para
optname-bank-give = dar
optname-bank-get = recibir
optname-bank-amount = cantidad
optname-export-game = partida
optname-fair-game = partida
optname-stats-player = jugador
optname-history-scope = alcance
optname-notify-dm = md
optname-notify-next = siguiente
optname-notify-quiet = silencio
optname-notify-time_zone = zona_horaria

## My review (the game-over message and /catan history)
btn-my-review = Mi análisis
btn-history-review = Análisis { $game }
review-head = 🔍 Tu análisis de la partida { $game }: las tres jugadas que más te costaron, según el modelo de probabilidad de victoria (solo lo ves tú).
review-move = { $n }. Turno { $turn }: jugaste { $played } ({ $chance } %); la IA habría jugado { $best } ({ $best_chance } %).
review-move-setup = { $n }. Preparación: jugaste { $played } ({ $chance } %); la IA habría jugado { $best } ({ $best_chance } %).
review-clean = 🔍 Partida { $game }: ninguna de tus jugadas tenía una alternativa claramente mejor, según el modelo de probabilidad de victoria.
review-not-seated = No jugaste la partida { $game }, así que no hay análisis tuyo.
review-not-over = La partida { $game } sigue en curso: el análisis llega cuando termina.
review-abandoned = La partida { $game } se abandonó: solo se analizan las partidas terminadas.
review-unavailable = No se pudo hacer el análisis de la partida { $game }: su registro no se puede reproducir.

## Temporadas
season-no-server = Las temporadas son de un servidor: usa esto en uno de sus canales.
season-not-manager = Solo los miembros con el permiso Gestionar servidor pueden empezar o terminar una temporada.
season-bad-name = El nombre de una temporada tiene de 1 a { $most } caracteres.
season-bad-length = «{ $typed }» no es una duración de temporada: indica días (30) o semanas (4w), de 1 a { $most } días.
season-running = La temporada **{ $name }** está en curso en este servidor: termínala primero (`/catan-hub season end`).
season-name-taken = Este servidor ya tuvo una temporada llamada **{ $name }**: elige otro nombre.
season-none-running = No hay ninguna temporada en curso en este servidor.
season-unknown = Este servidor no tiene ninguna temporada llamada «{ $name }».
season-started = 🏁 Ha empezado la temporada **{ $name }**: cada partida puntuada que termine en este servidor hasta el <t:{ $ends }:f> cuenta también para su propia clasificación, todos desde cero (`/catan leaderboard season:{ $name }`). La puntuación de temporada de un jugador aparece tras { $placement } partidas.
season-ended = La temporada **{ $name }** ha terminado: su clasificación está en { $channel }.
season-head-running = **🏁 Temporada { $name }** — en curso hasta el <t:{ $end }:f>
season-head-past = **🏁 Temporada { $name }** — del <t:{ $start }:d> al <t:{ $end }:d>
season-over-head = **🏁 Ha terminado la temporada { $name }** (del <t:{ $start }:d> al <t:{ $end }:d>). Clasificación final:
season-empty = En esta temporada no terminó ninguna partida puntuada.
season-nobody-placed = Nadie ha terminado aún { $placement } partidas de esta temporada.
season-more = …y { $count } más.
season-placing-one = { $name } ({ $games })
season-placing = Aún en sus { $placement } partidas de clasificación (partidas jugadas): { $players }.
season-champion = 🏆 Campeón: **{ $name }**.

## Torneos
tournament-no-server = Los torneos son de un servidor: usa esto en uno de sus canales.
tournament-none = No hay ningún torneo abierto en este servidor.
tournament-not-manager = Solo los miembros con el permiso Gestionar servidor pueden crear un torneo.
tournament-not-organiser = Solo el organizador del torneo puede hacer eso.
tournament-bad-name = Un torneo necesita un nombre.
tournament-open = El torneo **{ $name }** está abierto en este servidor: de uno en uno.
tournament-created = El torneo **{ $name }** está abierto a inscripciones: pulsa **{ btn-start }** en su mensaje cuando estén todos.
tournament-signup = 🏆 **Torneo { $name }** — { $rounds ->
        [one] { $rounds } ronda suiza
       *[other] { $rounds } rondas suizas
    } en mesas de cuatro (o tres){ $final ->
        [yes] , y una mesa final de los cuatro mejores
       *[no] {""}
    }; { $points } puntos ganan una mesa{ $minutes ->
        [0] {""}
       *[other] ; una IA entra tras { $minutes } minutos por turno
    }. Los puestos dan 4, 2, 1 y 0 puntos; los puntos de victoria deshacen empates. Organiza: { $organiser }.
tournament-signed-up = Inscritos ({ $count }): { $count ->
        [0] nadie aún — pulsa **{ btn-tournament-sign-up }**.
       *[other] { $names }.
    }
tournament-started = En marcha con { $count } jugadores: { $names }.
tournament-cancelled = Cancelado.
tournament-closed = Las inscripciones de **{ $name }** están cerradas.
tournament-you-signed-up = Estás inscrito en **{ $name }**.
tournament-already-signed-up = Ya estabas inscrito en **{ $name }**.
tournament-you-withdrew = Ya no estás inscrito en **{ $name }**.
tournament-not-entered = No estás en **{ $name }**.
tournament-you-left = Has dejado **{ $name }**: una IA juega tu asiento el resto de tu partida, y ninguna ronda más te sienta.
tournament-removed = { $player } queda fuera del torneo (una IA juega su asiento el resto de su partida).
tournament-not-in = { $player } no está en el torneo.
tournament-seat-to-ai = { $name } ha dejado el torneo: una IA juega su asiento el resto de esta partida.
tournament-cancel-started = Un torneo en marcha no se puede cancelar: termina sus mesas atascadas.
tournament-you-cancelled = El torneo **{ $name }** queda cancelado.
tournament-already-started = El torneo ya ha empezado.
tournament-too-few = Un torneo necesita al menos 3 jugadores, no { $count }.
tournament-you-started = **{ $name }** ha empezado: la ronda 1 está sentada.
tournament-no-such-table = En esta ronda no queda ninguna mesa { $table } en juego.
tournament-table-ended = La mesa { $table } ha terminado: puntúa según su estado actual.
tournament-round-head = 🏆 **{ $name }** — ronda { $round } de { $rounds }:
tournament-final-head = 🏆 **{ $name }** — la mesa final:
tournament-table-line = Mesa { $table } { $thread }: { $players }
tournament-thread = { $name } · ronda { $round } · mesa { $table }
tournament-thread-final = { $name } · final
tournament-table-started = 🏆 **{ $thread }**: { $players }. { $first } coloca primero. ¡Suerte!
tournament-standings-head = **🏆 { $name }** — clasificación (ronda { $round }):
tournament-after-round = **🏆 { $name }** — clasificación tras la ronda { $round }:
tournament-over-head = **🏆 { $name }** — clasificación final:
tournament-line = { $rank }. { $name } — **{ $points } pts** · { $vp } PV · { $wins } ganadas de { $games }
tournament-line-dropped = { $rank }. { $name } (se retiró) — **{ $points } pts** · { $vp } PV · { $wins } ganadas de { $games }
tournament-winner = 🥇 ¡{ $mention } gana **{ $tournament }**!
