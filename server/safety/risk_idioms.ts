/**
 * Everyday idioms and teaching phrases that use the words of danger without any danger in them
 * (ISSUE 15): "this deadline is killing me", "dying to know", "die to self", "the wages of sin is
 * death". Each is rewritten into plain words before the detector reads a clause, so no rule has to
 * know about them. Patterns run on the normal form of risk_text.ts.
 */
const people =
  "he|she|they|him|her|them|husband|wife|partner|boyfriend|girlfriend|dad|father|mom|mother|uncle|brother|sister|son|daughter|boss|pimp|ex|stepdad|family|parents|man|guy|someone|somebody";

const rewrites: ReadonlyArray<readonly [RegExp, string | ((match: string, ...groups: string[]) => string)]> = [
  // "X is killing me" about a thing, not a person: the deadline, my feet, this heat.
  [
    /\b((?:[a-z]+ ){0,3})(is|are|was|were|its|it is|keeps|keep) (literally |really |so |absolutely |just |slowly |actually )?killing me\b/g,
    (match, before: string, verb: string) =>
      new RegExp(`\\b(?:${people})\\b`).test(before) ? match : `${before}${verb} bothering me`,
  ],
  [/\b(?:killing|killed|kill|slaying|slayed|slay) it\b/g, "doing great"],
  [/\bkill(?:ing)? (?:time|two birds|the (?:lights|engine|mood|vibe|music|noise|power|conversation|buzz))\b/g, "pass"],
  [
    /\bdressed to kill\b|\bif looks could kill\b|\bkiller (?:workout|headache|app|deal|view|song|outfit|heels|smile|instinct)\b/g,
    "striking",
  ],
  [
    /\b(?:would|could|i would|i d) (?:kill|murder|die) for (?:a|an|some|the|that|this|one|another|pizza|coffee|tea|chocolate)\b/g,
    "would love",
  ],
  [/\bcould (?:murder|kill|eat) (?:a|an|some)\b/g, "would love a"],
  [
    /\b(?:dying|died|die) (?:to|for) (?:know|see|try|meet|hear|go|get|eat|read|watch|visit|tell|ask|find out|a|an|some|the|my|it|this|that|one|more)\b/g,
    "eager",
  ],
  [/\bto die for\b/g, "wonderful"],
  // "End it with my boyfriend", "end things with him": a relationship ended.
  [
    /\bend (?:it|things)(?: \w+){0,2} with (?:my |him\b|her\b|them\b)(?:(?:boy|girl)friend|partner|husband|wife|fianc\w*|ex)?/g,
    "break up with",
  ],
  // "Want to end it with something about service": a letter, a speech or a toast closed with words.
  [
    /\bend (?:it|this|things) with (?:a |an |some |one |the |this |that )?(?:verse|prayer|quote|poem|song|hymn|blessing|toast|word|words|thought|reading|passage|line|story|joke|thank you|thanks|something (?:about|from|nice|meaningful|uplifting|short|like|to|for))\b/g,
    "close with",
  ],
  // "kms this traffic is insane": exasperation at a thing, said in shorthand.
  [
    /\b(?:kms|kill me|kill myself)\b(?= (?:this|that|the) (?!life|world|pain|situation|feeling|loneliness|depression|grief)[a-z]+ (?:is|are|was|were) (?:so |literally |actually )?(?:insane|crazy|ridiculous|unreal|brutal|awful|the worst|a joke|a nightmare|so slow|endless|killing me)\b)/g,
    "ugh",
  ],
  // "if the printer jams one more time we're all jumping out the window": exasperation, no plan.
  [
    /\bif (?:the |my |this |that |i |we |he |she |they )?[^|]{0,60}\bone more time\b[^|]{0,40}\b(?:jump|jumping|throw (?:myself|ourselves)|throwing (?:myself|ourselves)) out (?:of )?(?:a|the) window\b/g,
    "if this goes on we will be annoyed",
  ],
  // "talking to a '15 year old boy' on a game": a chat, not a story.
  [
    /\b(talking|talks|chatting|chats|messaging|messages|met|meeting|speaking)((?: to| with) [^|]{1,30})? (?:on|in|through) (?:a|the|an online) game\b/g,
    (_match: string, verb: string, whom = "") => `${verb}${whom} online`,
  ],
  // "I'll be dead and buried before this bus turns up": impatience, no wish.
  [
    /\b(?:i will|i ll|i am going to|we will|we ll) be (?:long )?dead (?:and buried )?(?:before|by the time) (?:this|the|that|my|our) [a-z]+(?: [a-z]+)? (?:is done|gets here|[a-z]+s(?: up| in| out| back| on)?)\b/g,
    "will wait a long time",
  ],
  // "I'm ready to take my life back": a life reclaimed.
  [
    /\btake (?:my|your|our|her|his|their) (?:life|lives) back\b|\btake back (?:my|your|our|her|his|their) (?:life|lives)\b/g,
    "reclaim my days",
  ],
  // "I tried to hang myself... a picture frame": something hung up.
  [
    /\bhang(?:ing|ed)? (?:myself|me) (?:a|an|the|some|up a|up the) (?:picture|photo|frame|shelf|shelves|curtain|curtains|mirror|painting|poster|clock|coat|hook|wreath|flag|sign|print)s?\b/g,
    "put up a frame",
  ],
  // "how many sleeping pills would it take to knock out a horse": strength told in a saying.
  [/\b(?:knock out|knock down|floor|kill|put down|drop) (?:a|an) (?:horse|elephant|rhino|bull|ox)\b/g, "be strong"],
  // Bridge the card game: "the bridge club", "playing bridge".
  [/\b(?:bridge (?:club|night|game|tournament|partner|group|table)|play(?:ing|ed)? bridge)\b/g, "card game"],
  // "If she comments on my cooking one more time I'll die": exasperation, no wish.
  [
    /\bif [^|]{0,80}\bone more time\b[^|]{0,20}\b(?:i will|i am going to|i would|i could) (?:just |literally )?(?:die|scream|lose it|explode)\b/g,
    "if this goes on i will be annoyed",
  ],
  // "I wish I could sleep forever lol, this week was brutal": worn out, wanting rest.
  [
    /\b(?:wish i could|could|want to|going to) sleep (?:forever|for a week|for a year|for days)\b(?=[^|]{0,40}\b(?:lol|haha|this week|exhausted|so tired|brutal|long week|long day|weekend)\b)/g,
    "rest for a long time",
  ],
  // "My heart was pounding like I was going to die": fear felt, not a wish.
  [/\b(?:felt |feel |feeling |was )?like i (?:was|were) (?:going to|about to) die\b/g, "very afraid"],
  // "My anxiety is through the roof": very high, no roof in it.
  [/\b(?:through|thru|threw|over|hit|hits|hitting|raise|raised|raising) the roof\b/g, "very high"],
  [
    /\b(?:so|too|that) (?:tired|hungry|embarrassed|happy|bored|hot|cold|full|sleepy|thirsty|stressed|exhausted) (?:that )?i (?:could|might|will|am going to) (?:just |literally )?(?:die|drop dead|pass out)\b/g,
    "very tired",
  ],
  [
    /\b(?:die|died|dying|dead) (?:of|from|with) (?:laughter|laughing|embarrassment|shame|boredom|cringe|cuteness|happiness|excitement|jealousy|curiosity|thirst|hunger|the heat|heat|cold)\b/g,
    "overwhelmed",
  ],
  [
    /\b(?:i am|im) (?:literally |actually |so |totally )?(?:dying|dead|deceased)\b(?= (?:lol|laughing|of laughter|this is (?:so )?funny|that is (?:so )?funny|hilarious))/g,
    "laughing",
  ],
  [/\b(?:lol|laughing) (?:i am |im )?(?:literally |actually |so )?(?:dying|dead|deceased)\b/g, "laughing"],
  [
    /\b(?:bored|scared|frightened|worried|sick|tired|freezing|frozen|starving|starved|annoyed|loved|love (?:him|her|them|you|it)|worked|stressed|embarrassed) to death\b/g,
    "very much",
  ],
  [
    /\b(?:dead (?:tired|serious|beat|set|ringer|heat|end|last|on my feet|battery|weight|of winter)|deadline|deadlines|deadbeat|drop dead gorgeous|over my dead body|beat(?:ing)? a dead horse|dead to me|phone (?:is )?dead|battery (?:is )?dead|phone died|battery died|(?:car|laptop|computer|printer|battery) (?:died|is dead))\b/g,
    "worn",
  ],
  [
    /\b(?:die on (?:this|that) hill|do or die|die hard|old habits die hard|the die is cast|till death do us part|never say die|death metal|death stare|death grip|end of the world|near death experience)\b/g,
    "saying",
  ],
  [
    /\b(?:(?:kill|shoot|hang) (?:myself|me)) (?:if|when) (?:i (?:have to|hear|see|get|sit through|eat|lose)|one more|another)\b/g,
    "get annoyed if",
  ],
  [
    /\bif i (?:have to|hear|see|get|sit through|eat|lose|get one more|do one more|watch) .{0,60}\b(?:(?:kill|shoot|hang) (?:myself|me)|(?:jump|jumping) (?:out (?:of )?(?:a|the) window|off (?:a|the) (?:roof|bridge|building|cliff)))\b|\b(?:jump|jumping) out (?:of )?(?:a|the) window if i (?:have to|see|hear|get|do|read|sit through|watch) (?:one more|another)\b|\bif i (?:have to |)(?:sit through|hear|see|read|do|get) (?:one more|another) .{0,60}\b(?:throw|throwing) myself (?:out|off) (?:of )?(?:a|the) (?:window|roof|balcony)\b/g,
    "if this goes on i will be annoyed",
  ],
  [
    /(?<!\b(?:said|says|threatened|threatens|told me|tells me|swore|swears|promised|screamed|yelled|texted) (?:that )?)\b(?:mom|dad|boss|teacher|coach|wife|husband|parents|mother|father|girlfriend|boyfriend|manager|sister|brother|grandma|grandpa|landlord|professor|supervisor|she|he|they|(?:mother|father|sister|brother) in law|in laws) (?:will|is going to|gonna|would|is gonna|are going to) (?:literally |actually |totally |absolutely )?(?:kill|murder) me (?=if (?!i (?:leave|tell|go to the police|report|try to leave|call|ever leave|run))|when (?:she|he|they) (?:see|sees|find|finds|hear|hears|notice|notices) )/g,
    "will be angry ",
  ],
  [/\b(?:kill|shoot) me now\b|\bjust shoot me\b|\bsomeone (?:shoot|kill) me\b(?= lol| this| these|$)/g, "how annoying"],
  [/\b(?:beat|beating|beats|kick|kicking|kicked) myself (?:up|for|over|about)\b/g, "blame myself"],
  [
    /\b(?:hate|hating|hated) myself for (?:being|not|eating|forgetting|missing|doing|saying|sleeping|skipping|buying|letting|procrastinating|wasting)\b/g,
    "regret",
  ],
  [/\bcould kill myself for\b/g, "regret"],
  [
    /\b(?:killing|kill|killed|work|working|worked|push|pushing|pushed|run|running|ran|wear|wearing|wore|drive|driving) myself (?:at (?:work|the gym|the office|school)|into the ground|to (?:finish|get|make|pay|meet|keep up|study|exhaustion|the bone))\b/g,
    "work hard",
  ],
  [
    /\b(?:burn|burning|burned|burnt|wear|wearing|wore|tire|tiring|tired|stress|stressing|stressed) (?:myself )?out\b/g,
    "exhausted",
  ],
  [
    /\bcut (?:myself|me|him|her|them|you|us) (?:some|a little|any) slack\b|\bcut(?:ting)? (?:myself|me|them|him|her) off from\b|\bcut (?:corners|ties|class|classes|school|my hair|my nails|his hair|her hair|the cake|it out|back|down|costs|my losses|the cord|to the chase|a deal|the grass|the lawn|my fringe|my bangs)\b/g,
    "changed",
  ],
  [/\bhang(?:ing|s)? (?:out|on|in there|up|tight|around|with)\b|\bhung (?:up|out)\b/g, "stayed"],
  [
    /\bjump(?:ing|ed|s)? (?:at the chance|to conclusions|on (?:a|the) call|the gun|ship|on the bandwagon|through hoops|for joy|in|on board|into (?:action|bed|the conversation))\b/g,
    "moved",
  ],
  [
    /\b(?:overdose|overdosed|overdosing|od|oding) on (?:sugar|caffeine|coffee|netflix|chocolate|candy|memes|tv|social media|drama|carbs|cake|cookies|anime|k dramas?|tiktok|youtube|love|cuteness|vitamin c)\b/g,
    "had too much",
  ],
  [/\bstarving to death\b|\bstarving\b(?= lol| haha)/g, "hungry"],
  [/\b(?:(?:i am|im|i feel|feel|felt) )?(?:so )?hurt (?:by (?:what|his|her|their|the)|that)\b/g, "upset"],
  [
    /\bbreak a leg\b|\bbite the bullet\b|\bpull the trigger on (?:the|a|this|that|buying|the purchase|the deal)\b|\bdodged a bullet\b|\bsilver bullet\b/g,
    "decide",
  ],
  // Teaching phrases.
  [
    /\b(?:die|dying|died|dies|death|dead) to (?:self|myself|ourselves|yourself|himself|sin|the flesh|the world|my ego|the ego|self will|my old self|the old self|my old life|my desires|my own desires|pride)\b|\bdeath (?:to|of) (?:self|the self|the ego|ego)\b|\bego death\b/g,
    "surrender of self",
  ],
  [/\b(?:i|we) die daily\b|\bdie daily\b/g, "teaching on surrender"],
  // Nichiren's "changing poison into medicine" (hendoku iyaku): suffering transformed, no poison in it.
  [
    /\b(?:chang\w*|turn\w*|transform\w*) (?:the )?poison (?:in)?to (?:the )?(?:medicine|medication)\b|\bpoison (?:in)?to (?:medicine|medication)\b|\bhendoku iyaku\b/g,
    "transforming suffering",
  ],
  [
    /\bdead (?:to|in) (?:sin|trespasses|our sins|my sins)\b|\bthe wages of sin is death\b|\bwages of sin\b/g,
    "teaching on sin",
  ],
  [
    /\b(?:lose|loses|losing|lost|loseth|hate|hates|hateth|hating) (?:your|my|his|one s|ones|their|our) (?:own )?life\b(?= (?:for|to find|to save|will find|shall find|in this world|for my sake|for christ|for the gospel|for his sake|for jesus))/g,
    "give life to god",
  ],
  [
    /\b(?:take|taking|took|carry|carrying|bear|bearing) up (?:your|my|his|our|their|the) cross\b|\bcrucified with christ\b|\bborn again\b|\bnew creation\b/g,
    "follow christ",
  ],
  [
    /\blay(?:ing)? down (?:my|his|your|one s|ones|their|our) (?:own )?li(?:fe|ves) for\b|\b(?:give|giving|gave|offer|offering|offered|dedicate|dedicating|devote|devoting) (?:my|his|her|one s|ones|their|our) (?:whole )?li(?:fe|ves) (?:to|for) (?:god|jesus|christ|the lord|the dharma|kosen rufu|the lotus sutra|the law|the gospel|the church|others|service|my family|my children|my kids|my students|teaching|ministry|the mission|my country|the poor)\b/g,
    "devote myself to",
  ],
  [
    /\bmartyr(?:s|dom|ed)?\b|\bburn(?:ed|ing|t)? (?:his|her|my) (?:body|arms?) as an offering\b|\bmedicine king\b/g,
    "devotion story",
  ],
];

/** A clause with idioms and teaching phrases put in plain words, so danger rules never see them. */
export function neutralised(clause: string): string {
  let text = clause;
  for (const [pattern, replacement] of rewrites) {
    pattern.lastIndex = 0;
    text = typeof replacement === "string"
      ? text.replace(pattern, replacement)
      : text.replace(pattern, replacement as (match: string, ...groups: string[]) => string);
  }
  return text;
}
