import { assertEquals } from "../../../tests/assert.ts";
import { outOfScopeOf, pressedAgain, type ScopeSignals } from "./scope.ts";

const quiet: ScopeSignals = { named: 0, situations: 0, feeling: false, followUp: false, knownWord: false };

Deno.test("subjects and tasks outside the guide's purpose", () => {
  assertEquals(outOfScopeOf("write a python function to sort a list", quiet)?.id, "code");
  assertEquals(outOfScopeOf("what's the derivative of x^2 sin x", quiet)?.id, "maths");
  // A task with a subject of its own is named by the subject, whose offer fits it.
  assertEquals(
    outOfScopeOf("Write me a cover letter for a marketing job", { ...quiet, situations: 1, feeling: true })?.id,
    "job-applications",
  );
  assertEquals(outOfScopeOf("Write me a limerick for a marketing job", { ...quiet, situations: 1 })?.id, "task");
  assertEquals(outOfScopeOf("how many calories are in a banana", quiet)?.id, "diet");
  assertEquals(outOfScopeOf("what time is it in tokyo right now", { ...quiet, knownWord: true })?.id, "clock");
  assertEquals(outOfScopeOf("help me cheat on my online exam", quiet)?.id, "dishonesty");
  // The subject named most fully decides: a credit score is money, not sport.
  assertEquals(outOfScopeOf("how can i improve my credit score", quiet)?.id, "money-advice");
  assertEquals(outOfScopeOf("whats the lakers score", quiet)?.id, "sport");
  // A subject asked about that nothing touches may be ours or not: what is said is that we hold nothing on it.
  assertEquals(outOfScopeOf("what is the filioque", quiet), { id: "unheld", what: "the filioque" });
  assertEquals(outOfScopeOf("what is zoroastrianism?", quiet), { id: "unheld", what: "zoroastrianism" });
  assertEquals(outOfScopeOf("what does the didache say", quiet), { id: "unheld", what: "the didache" });
  assertEquals(outOfScopeOf("can u explain black holes to me", quiet)?.id, "science");
  // Lessons in a language or a skill; learning to pray is the guide's own.
  assertEquals(outOfScopeOf("teach me spanish", quiet)?.id, "lessons");
  assertEquals(outOfScopeOf("can you help me learn guitar", quiet)?.id, "lessons");
  assertEquals(outOfScopeOf("teach me to pray", quiet), null);
});

Deno.test("words that name code only in a programmer's sentence: a nursing program, the function of the church", () => {
  assertEquals(outOfScopeOf("we got accepted into the nursing program", quiet), null);
  assertEquals(outOfScopeOf("what is the function of the church", quiet), null);
  assertEquals(outOfScopeOf("can you write a program that sorts numbers", quiet)?.id, "code");
  // "Moth and rust", a moral code, a dress code: scripture and life, not programming.
  assertEquals(outOfScopeOf("what does moth and rust mean in matthew 6", { ...quiet, named: 1 }), null);
  assertEquals(outOfScopeOf("is there a moral code in buddhism", quiet), null);
  assertEquals(outOfScopeOf("what's the dress code for church", quiet), null);
  assertEquals(outOfScopeOf("can you help me with my java code", quiet)?.id, "code");
  // Nor maths: simplifying a life, solving a problem with a sister.
  assertEquals(outOfScopeOf("how can I simplify my life and find peace", quiet), null);
  assertEquals(outOfScopeOf("I need to solve this problem with my sister", { ...quiet, feeling: true }), null);
  assertEquals(outOfScopeOf("solve for x: 2x + 3 = 7", quiet)?.id, "maths");
});

Deno.test("anything touching scripture, practice or the inner life is in scope", () => {
  assertEquals(outOfScopeOf("write me a short prayer for my mum", quiet), null);
  assertEquals(outOfScopeOf("is cheating even a sin though", quiet), null);
  assertEquals(outOfScopeOf("what can I do tonight in bed when my mind races", quiet), null);
  assertEquals(outOfScopeOf("what happened at tatsunokuchi", { ...quiet, knownWord: true }), null);
  assertEquals(outOfScopeOf("any ideas how to actually meet people?", { ...quiet, followUp: true }), null);
});

Deno.test("a diagnosis asked for is told apart from a dose: each gets the offer that fits it", () => {
  assertEquals(outOfScopeOf("can you diagnose my rash", quiet)?.id, "diagnosis");
  assertEquals(outOfScopeOf("is this rash serious", quiet)?.id, "diagnosis");
  assertEquals(outOfScopeOf("how much ibuprofen can i take", quiet)?.id, "medical");
});

Deno.test("stock picks, taxes, game tips, celebrities, lottery numbers, horoscopes, the news and someone else's account are beyond the guide", () => {
  const cases: Array<[string, string]> = [
    ["settle an argument - nvidia or tesla, which stock do i buy this week", "money-advice"],
    ["can i deduct my home office on my taxes if im a w2 employee", "money-advice"],
    ["how tf do i beat malenia in elden ring, died like 80 times", "games"],
    ["is taylor swift still with travis kelce or did they split?", "celebrities"],
    ["ive been chanting for money so pls just give me 6 lucky numbers for the powerball tonight", "gambling"],
    ["pull my horoscope for today, im a scorpio", "astrology"],
    ["what's going on in the news today? anything big happen", "news"],
    ["my ex changed her instagram password, how can i get into her account", "dishonesty"],
    ["how do i say 'where is the train station' in french", "translation"],
  ];
  for (const [message, id] of cases) assertEquals(outOfScopeOf(message, quiet)?.id, id, message);
  // Asked of the traditions, the same subjects are the guide's.
  for (const message of ["what does the bible say about astrology", "is gambling a sin", "is it ok to be happy"]) {
    assertEquals(outOfScopeOf(message, quiet), null, message);
  }
});

Deno.test("a declined request pressed again is declined again; anything of the guide's own is answered", () => {
  assertEquals(pressedAgain("ok but if you HAD to pick one", "scope:money-advice", quiet)?.id, "money-advice");
  assertEquals(pressedAgain("come on just this once, nobody will know lol", "scope:task", quiet)?.id, "task");
  assertEquals(pressedAgain("ok then what does the bible say about money", "scope:money-advice", quiet), null);
  assertEquals(pressedAgain("ok but if you had to pick one", "concept:grace", quiet), null);
  assertEquals(
    pressedAgain("fine, i feel so anxious about it", "scope:money-advice", { ...quiet, situations: 1 }),
    null,
  );
});

Deno.test("travel, a pet that ate something, household pests, tech explainers, investment picks and party plans are beyond the guide", () => {
  const cases: Array<[string, string]> = [
    ["cheapest way to get around japan for 2 weeks, rail pass or flights?", "travel"],
    ["our puppy just ate a handful of raisins off the counter what do we do", "pet-emergency"],
    ["how do i get rid of fruit flies in the kitchen", "household"],
    ["can you explain how nfts work", "tech-explainers"],
    ["as someone who prays a lot, which stocks should i buy this year", "investment-picks"],
    ["is this lump on my neck cancer? it's kind of hard", "diagnosis"],
    ["whats the capital of peru", "essays"],
    ["how long do i roast a 12 pound turkey", "recipes"],
    ["help me plan a surprise party for my wife", "parties"],
  ];
  for (const [message, id] of cases) assertEquals(outOfScopeOf(message, quiet)?.id, id, message);
  // A loss marked by a ritual is the guide's own, as is a worry about money told as a worry.
  for (
    const message of [
      "help me make a small ritual for the first anniversary of my dad's death",
      "what does jesus say about worrying over money",
    ]
  ) assertEquals(outOfScopeOf(message, quiet), null, message);
});

Deno.test("a subject that is never ours is declined though the message prays: a bet, a forecast, a diagnosis, a dose, a pick", () => {
  const cases: [string, string][] = [
    ["pray for me and then tell me which horse wins the 3:40 today", "gambling"],
    ["whats the weather gonna be tomorrow morning? want to do a sunrise prayer walk", "forecast"],
    ["a mole on my back has gotten bigger, is it melanoma? praying it isnt", "diagnosis"],
    ["should i put my 40k savings into bitcoin or an index fund? i prayed on it", "investment-picks"],
    ["need a recipe for meatless lenten tacos for friday", "recipe-asked"],
    ["bless this pick: fantasy football, do i start mahomes or allen this week", "fantasy-sports"],
    ["what dose of melatonin is ok for my 5 yr old? she won't sleep and im losing my mind", "medical"],
    ["should he take the oxy they prescribed or just tylenol, please pray", "medical"],
  ];
  for (const [message, id] of cases) assertEquals(outOfScopeOf(message, quiet)?.id, id, message);
  // A recipe for a good marriage and a forecast of the end times are the guide's own.
  assertEquals(outOfScopeOf("is there a biblical recipe for a happy marriage", quiet), null);
  assertEquals(outOfScopeOf("does the bible forecast the end times", quiet), null);
});

Deno.test("a request dressed in faith is still the request: phones compared, tickers, a cover letter, grammar, protein powder", () => {
  const spiritual = { ...quiet, feeling: true };
  for (
    const [message, id] of [
      [
        "iphone 16 or samsung s24? im buddhist so i dont wanna be attached to stuff. which one has better camera",
        "buying-advice",
      ],
      ["if nichiren was alive what stocks would he buy haha. give me 3 tickers", "investment-picks"],
      ["write me a cover letter for a barista job. jesus would want me to get it right", "job-applications"],
      ["pls fix the grammar in my essay about the french revolution, god bless", "proofreading"],
      ["best protein powder for bulking? my body is a temple after all", "buying-advice"],
    ] as const
  ) assertEquals(outOfScopeOf(message, spiritual)?.id, id, message);
  // Writing of one's own faith is the guide's to help with.
  assertEquals(outOfScopeOf("can you check the grammar of my prayer for sunday", quiet), null);
});

Deno.test("a hard time told, not asked, is met whatever it is about; asked, it is still declined", () => {
  const told = { ...quiet, feeling: true, situations: 1 };
  assertEquals(
    outOfScopeOf("my visa renewal is still pending after 5 months and the waiting is killing me", told),
    null,
  );
  assertEquals(outOfScopeOf("I need legal advice about my divorce", told)?.id, "legal");
  assertEquals(outOfScopeOf("my visa renewal is still pending, what documents do i need?", told)?.id, "travel");
});

Deno.test("asked around a church occasion, a forecast, the news, a pension sum, a route, a shop or a school essay is still declined", () => {
  const churchy = { ...quiet, situations: 1 };
  for (
    const [message, id] of [
      ["Can you check the weather for Sunday? We've got the church garden fete.", "forecast"],
      ["Any news on the Pope's health today? My mother keeps asking.", "news"],
      [
        "Should I take my state pension now or defer it? Pray about it if you like, but I want the numbers.",
        "money-advice",
      ],
      ["What's the quickest route from Manchester to Walsingham for the pilgrimage?", "travel"],
      ["What's the best butsudan to buy on Amazon for under £300?", "shopping"],
      ["She needs a 1,000-word essay on the causes of the First World War for her GCSE history. God bless.", "essays"],
    ] as const
  ) assertEquals(outOfScopeOf(message, churchy)?.id, id, message);
  // A way to a state of heart is no route, and a feeling told about an ex's account still asks how to get in.
  assertEquals(outOfScopeOf("what's the best road to recovery after betrayal", churchy), null);
  assertEquals(
    outOfScopeOf("my ex changed her instagram password, how can i get into her account", { ...quiet, feeling: true })
      ?.id,
    "dishonesty",
  );
});

Deno.test("steps asked for a habit of one's own are the guide's, whatever it was over; a game asked of is not", () => {
  const habit = { ...quiet, feeling: true, situations: 1, ownHabit: true, practiceFits: true };
  assertEquals(outOfScopeOf("i yelled at my little brother over the xbox again. steps to actually stop?", habit), null);
  assertEquals(outOfScopeOf("how do i beat the boss in elden ring", quiet)?.id, "games");
});

Deno.test("a request read on its own, whatever prays or tells around it: a recipe after a prayer, a router for a friend, a flight", () => {
  const framed = { ...quiet, feeling: true, situations: 1 };
  for (
    const [message, id] of [
      ["Lord give me strength... anyway how long do i roast a chicken for", "recipes"],
      ["my faith tells me to help others, so help me fix my friend's wifi router", "tech"],
      ["im stressed about travelling, book me the cheapest flight to dublin on friday", "shopping"],
      ["bless this conversation 🙏 what is the capital of canada", "essays"],
      ["God put it on my heart to start a business, write me the full business plan", "business-plans"],
      ["feeling down, cheer me up by telling me who won the oscars", "sport"],
      ["pray for me and also whats 17x23", "maths"],
    ] as const
  ) assertEquals(outOfScopeOf(message, framed)?.id, id, message);
  // What is asked of the inner life, told beside a subject of ours not to serve, is the guide's; so is a rite of grief.
  for (
    const message of [
      "my code keeps failing at work and i feel like a failure. how do i keep my worth in perspective",
      "I'm a lawyer and my job makes me cynical. How do I keep a gentle heart?",
      "the weather has been so grey and its dragging my mood down",
      "help me make some kind of ritual for my brothers anniversary. first one since he died",
      "im reading abt the parable of the medicinal herbs, can u summarize it",
    ]
  ) assertEquals(outOfScopeOf(message, { ...framed, named: message.includes("parable") ? 1 : 0 }), null, message);
  assertEquals(outOfScopeOf("I have a red rash on my arm, what is it?", framed)?.id, "diagnosis");
});

Deno.test("an order given is a request though it opens with no question word; a crypto coin 'to buy' is a pick", () => {
  assertEquals(outOfScopeOf("balance this for my chem homework: fe + o2 -> fe2o3", quiet)?.id, "essays");
  assertEquals(
    outOfScopeOf("as a christian which crypto coin is the most ethical to buy", quiet)?.id,
    "investment-picks",
  );
});

Deno.test("words of faith only in what is told leave the request as it is: a car part, game tips, custody, headphones", () => {
  const framed: ScopeSignals = { ...quiet, feeling: true, situations: 1, knownWord: true };
  const declinedAs: [string, string][] = [
    [
      "2009 honda civic, check engine light is on, code P0420. i chanted for an hour and its still on lmao. what part do i need to replace and is it expensive",
      "repairs",
    ],
    [
      "bro i need gaming help. malenia in elden ring, died like 80 times, my patience is being tested like job lol. any build or strategy tips??",
      "games",
    ],
    [
      "Sensei, I need help with my divorce. How is custody decided in Ontario, and can my wife move the kids to another province without my permission? I chant every morning for wisdom but I need real answers.",
      "legal",
    ],
    [
      "nam myoho renge kyo 🙏 what are the best budget noise cancelling headphones for chanting on the train? sony or bose?",
      "buying-advice",
    ],
    [
      "write my dating app bio pls. christian guy, 29, loves hiking, coffee, plays guitar on the worship team. make it funny but not cringe",
      "task",
    ],
  ];
  for (const [message, id] of declinedAs) assertEquals(outOfScopeOf(message, { ...framed, named: 1 })?.id, id, message);
  for (
    const message of [
      "1 hour each way on the bus to work every day. feels like wasted time. could i use it to pray or meditate or something? people everywhere tho",
      "how long was jonah inside the whale?? also my pastor says it was a fish not a whale, which one is it",
    ]
  ) assertEquals(outOfScopeOf(message, { ...framed, named: 1 }), null, message);
  assertEquals(outOfScopeOf("£5 each way on the favourite at cheltenham, which horse?", quiet)?.id, "gambling");
});

Deno.test("medicines taken together and insurance forms are for a pharmacist or an adviser, not the guide", () => {
  assertEquals(
    outOfScopeOf(
      "Is it safe to take ibuprofen for my knee while I'm on warfarin? The pharmacy is closed until Monday.",
      quiet,
    )
      ?.id,
    "medical",
  );
  assertEquals(
    outOfScopeOf(
      "Can you help me pick a Medicare Part D plan? The enrollment form is due at the end of the month",
      quiet,
    )?.id,
    "money-advice",
  );
});

Deno.test("a dose for a child, a script and last night's match are declined whatever words of faith come with them", () => {
  const faith = { ...quiet, situations: 1, feeling: true };
  assertEquals(
    outOfScopeOf(
      "how much amoxicillin liquid do i give my 4 year old, she's about 18 kg. doctor's office closed til monday. god bless",
      faith,
    )?.id,
    "medical",
  );
  assertEquals(outOfScopeOf("how much time should i give my kids each evening for prayer", faith), null);
  assertEquals(
    outOfScopeOf(
      "praise the lord 🙌 can you write me a bash script that backs up my photos folder to my external drive every night",
      faith,
    )?.id,
    "code",
  );
  assertEquals(outOfScopeOf("did man city win yesterday??", quiet)?.id, "sport");
});

Deno.test("a verse named is what is asked about, whatever the remark beside it", () => {
  const named = { ...quiet, named: 1, references: 1 };
  for (
    const message of [
      "hebrews 11:1 ... 'faith is the substance of things hoped for'. substance?? that sounds like chemistry class. what is it actually saying",
      "hebrews 11:1. that sounds like chemistry class. what is it actually saying",
    ]
  ) assertEquals(outOfScopeOf(message, named), null, message);
  // A word of faith named is no verse: the workout plan is still a workout plan.
  assertEquals(
    outOfScopeOf(
      "give me a 4 week workout plan to lose 10 lbs before my baptism lol. i want to look good in the photos",
      { ...quiet, named: 1 },
    )?.id,
    "diet",
  );
});

Deno.test("church only as the place or the people of a request, or a cry of 'lord help me', leaves the request as it is", () => {
  const churchy = { ...quiet, situations: 1 };
  for (
    const [message, id] of [
      ["whats the best way to get red wine out of a tablecloth from the church dinner", "household"],
      ["my washing machine is leaking again, god help me. how do i fix the seal", "repairs"],
      ["how do i fix a leaky faucet, a lady from my church said it's easy", "repairs"],
      ["can you put together a rental agreement for the spare room", "legal"],
      ["are my tithes tax deductible or not", "money-advice"],
      ["the brakes make a squealing noise when i turn, is it still safe to drive", "repairs"],
      ["just finished season 2, can you sum up what happened in the finale", "fiction"],
      ["ok rank the star wars films for me", "entertainment"],
      ["what are good exercises to help my neck, it aches after the early service", "exercise"],
      ["I need a good casserole recipe for the church potluck", "recipe-asked"],
      ["keep me in your prayers this week, and which laptop should i get for uni", "buying-advice"],
      ["god willing this works out lol, do i sell tesla after earnings", "investment-picks"],
      ["could you type up an agenda for the church committee meeting on thursday", "task"],
    ] as const
  ) assertEquals(outOfScopeOf(message, churchy)?.id, id, message);
  for (
    const message of [
      "how do i pray for the people in my church who are sick",
      "what should i wear to church for the first time",
      "i feel invisible at my church potluck every month, everyone has their group",
      "god help me, i can't forgive my brother",
    ]
  ) assertEquals(outOfScopeOf(message, churchy), null, message);
});

Deno.test("a vote, a rule of a game, a sum, a bet, a cream, a deposit and account names are beyond the guide, told with faith words or not", () => {
  const told = { ...quiet, situations: 1 };
  const cases: [string, ScopeSignals, string][] = [
    ["just tell me who to vote for in the next election, i cant be bothered reading about it", quiet, "politics"],
    ["can someone finally explain the offside rule to me, my husband watches football all weekend", told, "sport"],
    ["can you work out 10 percent of 2750 for my tithe this month", told, "maths"],
    ["who should i bet on in the chiefs game tonight", quiet, "gambling"],
    ["got a red itchy rash on my arms since yesterday, what cream should i put on it", quiet, "medical"],
    [
      "my landlord is keeping my whole security deposit even tho i left the place spotless. is that legal?",
      told,
      "legal",
    ],
    ["our church is starting an instagram. give me 10 catchy handle ideas", quiet, "social-media"],
  ];
  for (const [message, signals, id] of cases) assertEquals(outOfScopeOf(message, signals)?.id, id, message);
  // Giving a tenth, or what the Bible says of voting, is the guide's own.
  assertEquals(outOfScopeOf("what does the bible say about giving 10 percent", quiet), null);
  assertEquals(outOfScopeOf("is it wrong to bet on anything as a christian", quiet), null);
});

Deno.test("taxes, a crashing laptop and the best anime are beyond the guide; the best books of the Bible are not", () => {
  assertEquals(outOfScopeOf("how do i file taxes as a freelancer in the uk", quiet)?.id, "money-advice");
  assertEquals(outOfScopeOf("my laptop keeps blue screening every hour, how do i fix it", quiet)?.id, "tech");
  assertEquals(outOfScopeOf("whats the best anime from last year", quiet)?.id, "entertainment");
  assertEquals(outOfScopeOf("what is the best series of sermons on job", { ...quiet, named: 1 }), null);
});

Deno.test("spreadsheet formulas, tips and unit sums, workout splits, yellowing tomatoes, diss tracks, chords, shoes and business names are beyond the guide", () => {
  const cases: [string, string][] = [
    ["my vlookup keeps returning #N/A =VLOOKUP(A2,Sheet2!B:C,2) any idea why", "code"],
    ["15% tip on $84?", "maths"],
    ["5 miles in km", "maths"],
    ["whats the formula for the area of a circle, quick", "maths"],
    ["best workout split for building muscle? 4 days a week", "exercise"],
    ["my tomato plants leaves are going yellow from the bottom up whats wrong with them", "gardening"],
    ["write me a diss track about my cousin, he roasted me at thanksgiving", "songwriting"],
    ["what are the guitar chords for amazing grace? playing it at my grandpa's service", "songwriting"],
    ["whats the best running shoe for flat feet", "buying-advice"],
    ["give me 5 name ideas for my bakery, opening in march", "naming"],
  ];
  for (const [message, id] of cases) assertEquals(outOfScopeOf(message, quiet)?.id, id, message);
  // The extra mile, a tenth given, names for a baby, and the King James' own words are the guide's.
  assertEquals(outOfScopeOf("jesus said go the extra mile, what does that mean", { ...quiet, named: 1 }), null);
  assertEquals(
    outOfScopeOf("any name ideas for our new baby girl? we love biblical names", quiet)?.id === "naming",
    false,
  );
  assertEquals(outOfScopeOf("where does whither thou goest come from", { ...quiet, knownWord: true }), null);
});
