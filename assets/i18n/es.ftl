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

## Sus opciones (descripciones: 100 caracteres como mucho)

opt-new-players = Cuántos jugadores (de 3 a 6; con 5 o 6, en la isla grande)
opt-new-map = El mapa: inicial o aleatorio (por defecto: inicial con 3–4, aleatorio con 5–6)
opt-new-points = Puntos de victoria para ganar (5–20, 10 por defecto)
opt-new-discard_limit = Tras un 7, quien tenga más cartas que esto descarta la mitad (7 por defecto)
opt-new-friendly_robber = El { -robber } no roba a jugadores con 2 puntos o menos
opt-new-balanced_dice = Sacar las tiradas de un mazo barajado de los 36 resultados de dos dados (por defecto: no)
opt-new-undos = Cuántas veces puede cada jugador deshacer una construcción o un comercio (0–10, 3 por defecto)
opt-new-turn_timer = Minutos por turno antes de que una IA juegue por el ausente
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
opt-export-game = El número de la partida (por defecto: la partida abierta de este canal)
opt-fair-game = El número de la partida (por defecto: la partida abierta de este canal)
opt-stats-player = De quién son las estadísticas (por defecto: las tuyas)
opt-history-scope = Qué partidas: las de este canal (por defecto) o las de todo el servidor
opt-notify-dm = Envíame también un mensaje directo con un enlace cuando sea mi turno
opt-notify-quiet = Horas sin mensajes directos y con mi reloj de turno parado: como 22-7, u off
opt-notify-time_zone = Mi zona horaria para las horas de silencio, como Europe/Madrid (por defecto: UTC)

## Las opciones a elegir

choice-beginner = inicial
choice-random = aleatorio
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
btn-watch = Mirar
btn-accept = Aceptar
btn-decline = Rechazar

ai-level = { $level ->
    [random] aleatoria
    [heuristic] heurística
   *[strong] fuerte
}

# The table's own thread, and the line that points to it.
thread-name = Catan · mesa de { $name }
thread-opened = { $name } abrió una mesa de Catan en { $thread }: ¡únete allí!

lobby-cancelled = Esta sala se canceló.
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
    } para { $players } jugadores en { $map ->
        [beginner] el mapa para principiantes
        [random] un mapa aleatorio
        [beginner-large] un mapa para principiantes de la isla grande
       *[random-large] un mapa aleatorio de la isla grande
    }, { $points } puntos para ganar{ $extras }. Idioma: { $language }.
lobby-discard = descarte con más de { $limit } cartas
lobby-friendly-robber = { -robber } amistoso
lobby-balanced-dice = dados equilibrados (tiradas de un mazo barajado con los 36 resultados)
lobby-no-undo = sin deshacer
lobby-undos = { $count ->
    [one] deshacer { $count } vez por jugador
   *[other] deshacer { $count } veces por jugador
}
lobby-timer = { $minutes ->
    [one] { $minutes } minuto por turno
   *[other] { $minutes } minutos por turno
}
lobby-special-build = fases de construcción especial entre turnos
lobby-seats = Plazas ({ $taken }/{ $players }): { $seats }
lobby-seat = { $seat }. { $name }
lobby-seat-host = { $seat }. { $name } (anfitrión)
lobby-seat-ai = { $seat }. { $name } (IA, { ai-level })
lobby-how = Pulsa **{ btn-join }** para sentarte; el anfitrión puede llenar las plazas con **{ btn-add-ai }** y pulsa **{ btn-start }** cuando la mesa esté completa.
lobby-waiting = Esperando a { $who }: pulsa **{ btn-accept }** para volver a jugar, o **{ btn-decline }** para dejar tu plaza. La partida empieza cuando todos hayan aceptado.
lobby-fair = Dados justos: cada tirada, carta y robo de esta partida queda fijado ya por una semilla secreta cuya huella es `{ $fingerprint }`; la semilla se muestra al terminar la partida, para que cualquiera pueda comprobarlo (`catan-bot replay --verify`).

## El mensaje del turno (público: en el idioma de la mesa)

btn-roll = Tirar
btn-build = Construir…
btn-trade = Comerciar…
btn-buy = Comprar carta
btn-play = Jugar carta…
btn-end-turn = Terminar turno
btn-hand = Mi mano
btn-undo = Deshacer
btn-special-build = Construcción especial
btn-discard = Descartar
btn-move-robber = Mover ladrón
btn-done = Listo
btn-rematch = Revancha

table-player = { $name } { $points } PV · { $cards ->
    [one] { $cards } carta
   *[other] { $cards } cartas
} · { $dev } des.
table-longest-road = { -longest-road }
table-largest-army = { -largest-army }

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
prompt-special-build = { $name }: tu fase de construcción especial tras el turno de { $owner }. Construye carreteras, poblados o ciudades y compra cartas de desarrollo (**{ btn-build }**, **{ btn-buy }**), y pulsa **{ btn-done }**; ahora no se comercia ni se juegan cartas.
prompt-next = Después: { $next }.
sbp-phase-of = la fase de construcción especial de { $name }
sbp-turn-of = el turno de { $name }
sbp-then = { $first }, luego { $next }
prompt-game-over = La partida ha terminado.
special-build-line = 🔨 Fase de construcción especial tras este turno: { $names }.
turn-ai-steps-in = ⏱ Una IA toma el relevo <t:{ $deadline }:R>.
turn-phase-ends = ⏱ Tu fase termina <t:{ $deadline }:R>.
turn-thinking = { $name } está pensando…
discard-notice = 🎲 ¡Un 7! Descartad la mitad de vuestras cartas (**{ btn-discard }**): { $owing }.
discard-done = ~~Descartar la mitad~~ Todos han descartado.

## La historia de un turno (pública: en el idioma de la mesa)

story-setup = **Preparación** · { $name }
story-turn = **Turno { $turn }** · { $name }
story-special-build = **Construcción especial** · { $name } (tras el turno { $turn } de { $owner })
# /catan log (a private answer)
log-title = **{ $count ->
    [one] La última acción
   *[other] Las últimas { $count } acciones
}**
log-empty = Todavía no ha pasado nada.
story-turn-ended = el turno terminó.
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
offer-closed = ~~Oferta de comercio de { $name }: da { $give } por { $get }~~
    Cerrada: { $how }
offer-ended = la oferta terminó.
offer-closed-unknown = ~~Oferta de comercio~~ Cerrada.

## El comienzo y el final de una partida (público: en el idioma de la mesa)

started = **Catan** — la partida ha empezado: { $seats }. { $first } coloca primero.
fair-started = 🎲 Dados justos: la huella de la semilla secreta es `{ $fingerprint }`; la semilla se muestra al terminar la partida (`/catan fair` lo explica).
fair-seed = 🎲 Dados justos: la semilla secreta era `{ $seed }`. Su huella estaba en la sala antes de empezar; `catan-bot replay --verify` comprueba con ella cada tirada, carta y robo del registro.
abandoned = { $name } abandonó la partida. `/catan new` abre una nueva.
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
over-rated-once-by = · sin cambio de clasificación: { $label } se clasifica una vez por partida, por su plaza mejor situada ({ $by })
over-rated-once = · sin cambio de clasificación: cada jugador se clasifica una vez por partida, por su plaza mejor situada ({ $by })
over-attached = 🎞 Adjuntos: toda la partida a cámara rápida y sus gráficos (dados, puntos, cartas).
over-played-in = ⏱ Jugada en { $duration }.
duration-hours = { $hours } h { $minutes } min
duration-minutes = { $minutes } min
over-record = El registro: `/catan export game:{ $game }` · tu clasificación: `/catan stats`.
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
ask-rematch-not-yours = Solo los jugadores de la partida { $game } pueden pedir su revancha; `/catan new` abre una mesa nueva.
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
ai-chooser = ¿Qué IA se sienta? **Heurística** juega rápido con reglas sencillas; **Fuerte** calcula por adelantado; **Aleatoria** es para principiantes.
btn-ai-heuristic = Heurística (rápida)
btn-ai-strong = Fuerte (calcula)
btn-ai-random = Aleatoria (principiantes)
btn-ai-remove = Quitar una IA
ask-no-ai = No hay ninguna IA en esta mesa.
ask-done = Hecho.
ask-seats = Plazas ({ $taken }/{ $players }): { $names }.
ask-only-host-starts = Solo el anfitrión puede empezar la partida.
ask-waiting-players = { $count ->
    [one] Falta { $count } jugador
   *[other] Faltan { $count } jugadores
} por unirse.

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
