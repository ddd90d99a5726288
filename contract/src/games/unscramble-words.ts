/**
 * Unscramble's words (ADR 067): common, inoffensive English words of 5 and 6 letters, lower case,
 * a to z only, each once. English for now: a Sinhala or Tamil list needs native editors. A word
 * spelled from another's tiles counts when it is here too (lemon / melon, listen / silent).
 */
const LIST = `
  apple beach bread brick brush cabin candy chair chalk charm chess chest
  child clock cloud coast crane cream crown dance dream drink eagle earth
  heart feast field flame float flour flute fruit ghost glass globe grape
  grass green happy honey horse shore house jelly juice knife lemon melon
  light lunch mango maple medal money month music night thing ocean canoe
  olive onion paint paper party peach cheap pearl piano pilot plant plate
  petal queen quiet radio river robot salad sauce scarf seven shape sheep
  shelf shell shirt skirt sleep smile spoon sport stamp stone notes storm
  story sugar sweet table tiger toast tooth torch towel tower train truck
  uncle water whale wheel world write young zebra below elbow angel angle
  sword words stove slate bench berry black blank board brave bring brown
  camel carry catch chain cheer clean clear climb count cover daisy dress
  early empty equal extra fancy fresh giant grain great guest guide hobby
  hotel image jewel laugh learn lucky magic march metal mouse nurse orbit
  panda pizza plain point power prize proud quick rainy ready royal scale
  score shine sunny swing teach thank think today touch trade union vivid
  voice watch wagon youth
  listen silent garden danger animal basket butter button candle carrot castle cherry
  circle coffee cookie corner cotton cousin dinner doctor dragon family farmer father
  mother finger flower forest friend ginger guitar hammer island jacket jungle kettle
  kitten ladder letter lizard market monkey number orange parrot pencil pepper pillow
  planet pocket potato rabbit ribbon rocket school silver sister spider spring summer
  winter sunset tomato turtle window yellow bottle bridge camera canvas cheese copper
  crayon desert engine flight frozen gentle golden insect laptop lesson magnet marble
  meadow middle minute mirror museum needle noodle office palace parcel pirate puzzle
  rescue secure saddle salmon shadow shower singer smooth sponge square stream master
  street string ticket timber travel valley velvet violin voyage walnut wallet wonder
  wooden zipper anchor arrive autumn banana barrel beauty bucket cactus carpet circus
  collar cradle dancer gravel helmet honest cinema parent pastel staple sliver tinsel
  almond artist bamboo breeze bright buckle cattle cereal choice clever cuddle degree
  detail donkey effort energy fabric finish garlic gather glider hungry invite kindly
  legend lively mellow motion nature object oxygen paddle people pickle prince public
  rhythm riddle simple sketch spirit splash statue sticky temple thirty toffee useful
  vendor weekly colour
`;

export const UNSCRAMBLE_WORDS: readonly string[] = LIST.trim().split(/\s+/);
