import type { DemoExamination } from './demo-types';

/**
 * Demo question bank for the A1/A3 online theory exam: one category per subject of
 * AMC1 UAS.OPEN.020(4)(b) to Regulation (EU) 2019/947, six questions each.
 */
export const demoA1A3: DemoExamination = {
  certificateType: 1,
  name: 'Bóklegt próf A1/A3',
  description:
    'Bóklegt netpróf fyrir undirflokka A1 og A3 í opna flokknum samkvæmt framkvæmdarreglugerð (ESB) 2019/947.',
  categories: [
    {
      title: 'Flugöryggi',
      titleEnglish: 'Air safety',
      minimumRequiredQuestions: 4,
      questions: [
        {
          is: 'Hver er hámarksflughæð dróna í opna flokknum?',
          en: 'What is the maximum height for a drone in the open category?',
          options: [
            { is: '150 m yfir flugtaksstað', en: '150 m above the take-off point' },
            { is: '120 m frá næsta punkti á yfirborði jarðar', en: '120 m from the closest point of the surface of the earth', correct: true },
            { is: '120 m yfir meðalsjávarmáli', en: '120 m above mean sea level' },
            { is: 'Engin hæðarmörk gilda ef dróninn er innan sjónlínu', en: 'There is no height limit as long as the drone is within visual line of sight' },
          ],
        },
        {
          is: 'Þú ert að fljúga dróna og sérð þyrlu nálgast í lítilli hæð. Hvað átt þú að gera?',
          en: 'You are flying a drone and see a helicopter approaching at low height. What should you do?',
          options: [
            { is: 'Halda áfram óbreyttu flugi, því þyrlan á að víkja fyrir drónanum', en: 'Continue as planned, because the helicopter must give way to the drone' },
            { is: 'Hækka flugið svo að áhöfn þyrlunnar sjái drónann betur', en: 'Climb so that the helicopter crew can see the drone better' },
            { is: 'Kveikja á ljósum drónans og halda verkefninu áfram', en: "Switch on the drone's lights and carry on with the task" },
            { is: 'Lækka drónann strax og víkja, því ómannað loftfar skal alltaf víkja fyrir mönnuðu loftfari', en: 'Descend immediately and keep clear, because an unmanned aircraft must always give way to manned aircraft', correct: true },
          ],
        },
        {
          is: 'Hver er megintilgangurinn með því að halda drónanum innan sjónlínu?',
          en: 'What is the main purpose of keeping the drone within visual line of sight?',
          options: [
            { is: 'Að fjarflugmaðurinn sjái drónann og umhverfi hans og geti forðast árekstur við loftför, hindranir og fólk', en: 'So that the remote pilot can see the drone and its surroundings and avoid collisions with aircraft, obstacles and people', correct: true },
            { is: 'Að fjarskiptasamband milli fjarstýringar og dróna haldist sterkt', en: 'To keep the radio link between the controller and the drone strong' },
            { is: 'Að myndavél drónans nái betri myndum', en: "So that the drone's camera records better images" },
            { is: 'Að lögreglan sjái hver stýrir drónanum', en: 'So that the police can see who is controlling the drone' },
          ],
        },
        {
          is: 'Hvers vegna er sérstaklega hættulegt að fljúga dróna nálægt flugvöllum?',
          en: 'Why is it especially dangerous to fly a drone near airports?',
          options: [
            { is: 'Vegna þess að ratsjár flugvalla trufla stýringu drónans', en: "Because airport radars interfere with the drone's controls" },
            { is: 'Vegna þess að þar er alltaf meiri vindur en annars staðar', en: 'Because it is always windier there than elsewhere' },
            { is: 'Vegna þess að mönnuð loftför fljúga lágt í aðflugi og flugtaki og hætta á árekstri er því mest þar', en: 'Because manned aircraft fly low during approach and take-off, so the risk of collision is greatest there', correct: true },
            { is: 'Vegna þess að flugvellir eru alltaf lokaðir almenningi', en: 'Because airports are always closed to the public' },
          ],
        },
        {
          is: 'Björgunarsveit er við leit á svæði þar sem þú ætlaðir að fljúga. Hvað gildir?',
          en: 'A rescue team is searching an area where you planned to fly. What applies?',
          options: [
            { is: 'Þú mátt fljúga ef þú heldur þig undir 50 m hæð', en: 'You may fly if you stay below 50 m' },
            { is: 'Þú mátt ekki fljúga nálægt svæðinu eða inn á það nema þeir sem stjórna aðgerðunum leyfi það', en: 'You must not fly close to or inside the area unless those in charge of the response allow it', correct: true },
            { is: 'Þú mátt fljúga til að aðstoða við leitina án þess að láta neinn vita', en: 'You may fly to help with the search without telling anyone' },
            { is: 'Þú mátt fljúga ef dróninn vegur minna en 250 g', en: 'You may fly if the drone weighs less than 250 g' },
          ],
        },
        {
          is: 'Má fljúga dróna yfir mannsöfnuð, til dæmis á útitónleikum, í opna flokknum?',
          en: 'May a drone be flown over an assembly of people, for example an outdoor concert, in the open category?',
          options: [
            { is: 'Já, ef dróninn er í flokki C0', en: 'Yes, if the drone is class C0' },
            { is: 'Já, ef flogið er hærra en 50 m', en: 'Yes, if flying higher than 50 m' },
            { is: 'Já, ef tónleikahaldarinn gefur leyfi', en: 'Yes, if the concert organiser gives permission' },
            { is: 'Nei, flug yfir mannsöfnuði er ekki heimilt í neinum undirflokki opna flokksins', en: 'No, flying over assemblies of people is not allowed in any subcategory of the open category', correct: true },
          ],
        },
      ],
    },
    {
      title: 'Loftrýmistakmarkanir',
      titleEnglish: 'Airspace restrictions',
      minimumRequiredQuestions: 4,
      questions: [
        {
          is: 'Hvað er landfræðilegt svæði fyrir ómönnuð loftför (UAS geographical zone)?',
          en: 'What is a UAS geographical zone?',
          options: [
            { is: 'Hluti loftrýmis sem stjórnvöld hafa afmarkað þar sem flug dróna er bannað, takmarkað eða háð skilyrðum', en: 'A portion of airspace defined by the authorities in which drone flights are prohibited, restricted or subject to conditions', correct: true },
            { is: 'Svæði þar sem drónum er alltaf heimilt að fljúga hærra en 120 m', en: 'An area where drones may always fly higher than 120 m' },
            { is: 'Svæði sem framleiðandi drónans hefur lokað í hugbúnaði sínum', en: 'An area the drone manufacturer has blocked in its software' },
            { is: 'Einkalóð sem eigandinn hefur merkt sem flugbannssvæði', en: 'Private land that the owner has marked as a no-fly area' },
          ],
        },
        {
          is: 'Hvenær á fjarflugmaður að afla sér upplýsinga um landfræðileg svæði og aðrar loftrýmistakmarkanir?',
          en: 'When should the remote pilot obtain information about geographical zones and other airspace restrictions?',
          options: [
            { is: 'Einu sinni á ári, þegar skráningin er endurnýjuð', en: 'Once a year, when the registration is renewed' },
            { is: 'Aðeins þegar flogið er í nýju landi', en: 'Only when flying in a new country' },
            { is: 'Fyrir hvert flug, því takmarkanir geta breyst og tímabundnar takmarkanir geta bæst við', en: 'Before every flight, because restrictions can change and temporary restrictions can be added', correct: true },
            { is: 'Aðeins þegar flogið er í atvinnuskyni', en: 'Only when flying commercially' },
          ],
        },
        {
          is: 'Hvar finnur þú opinberar upplýsingar um landfræðileg svæði fyrir dróna á Íslandi?',
          en: 'Where do you find official information about drone geographical zones in Iceland?',
          options: [
            { is: 'Í umræðuhópum drónaflugmanna á samfélagsmiðlum', en: 'In drone pilot groups on social media' },
            { is: 'Hjá Samgöngustofu, sem birtir upplýsingar um svæðin', en: 'From Samgöngustofa (the Icelandic Transport Authority), which publishes information about the zones', correct: true },
            { is: 'Eingöngu í appi framleiðanda drónans', en: "Only in the drone manufacturer's app" },
            { is: 'Hjá Persónuvernd', en: 'From Persónuvernd (the Icelandic Data Protection Authority)' },
          ],
        },
        {
          is: 'Hvað er NOTAM?',
          en: 'What is a NOTAM?',
          options: [
            { is: 'Veðurspá fyrir flugvöll', en: 'A weather forecast for an aerodrome' },
            { is: 'Skráningarnúmer rekstraraðila dróna', en: "A drone operator's registration number" },
            { is: 'Flokksmerki sem sýnir í hvaða undirflokki má fljúga dróna', en: 'A class label showing in which subcategory a drone may fly' },
            { is: 'Tilkynning til flugmanna, meðal annars um tímabundnar takmarkanir á loftrými', en: 'A notice to airmen, among other things about temporary airspace restrictions', correct: true },
          ],
        },
        {
          is: 'Þú vilt fljúga innan landfræðilegs svæðis við flugvöll þar sem flug er háð skilyrðum. Hvað gildir?',
          en: 'You want to fly inside a geographical zone near an airport where flights are subject to conditions. What applies?',
          options: [
            { is: 'Þú mátt aðeins fljúga ef þú uppfyllir skilyrði svæðisins, til dæmis með heimild þess sem ber ábyrgð á því', en: 'You may only fly if you meet the conditions of the zone, for example with permission from the entity responsible for it', correct: true },
            { is: 'Þú mátt fljúga án heimildar ef þú heldur þig undir 120 m', en: 'You may fly without permission if you stay below 120 m' },
            { is: 'Þú mátt fljúga án heimildar ef dróninn vegur minna en 250 g', en: 'You may fly without permission if the drone weighs less than 250 g' },
            { is: 'Þú mátt fljúga án heimildar ef þú lætur flugturninn vita eftir flugið', en: 'You may fly without permission if you inform the control tower after the flight' },
          ],
        },
        {
          is: 'Þú ætlar að taka myndir með dróna í þjóðgarði. Hvað er rétt að gera?',
          en: 'You intend to take photos with a drone in a national park. What is the right thing to do?',
          options: [
            { is: 'Ekkert sérstakt, þjóðgarðar eru opnir öllum', en: 'Nothing in particular; national parks are open to everyone' },
            { is: 'Fljúga snemma morguns þegar fáir eru á ferli, því þá þarf ekki leyfi', en: 'Fly early in the morning when few people are about, because then no permission is needed' },
            { is: 'Kynna sér reglur þjóðgarðsins og afla leyfis ef þess er krafist', en: "Check the park's rules and obtain permission if it is required", correct: true },
            { is: 'Fljúga aðeins yfir bílastæðum þjóðgarðsins', en: "Fly only over the park's car parks" },
          ],
        },
      ],
    },
    {
      title: 'Regluverk flugmála',
      titleEnglish: 'Aviation regulation',
      minimumRequiredQuestions: 4,
      questions: [
        {
          is: 'Hvaða reglugerð setur reglur um starfrækslu dróna í opna flokknum á Evrópska efnahagssvæðinu, þar á meðal á Íslandi?',
          en: 'Which regulation sets the rules for operating drones in the open category in the European Economic Area, including Iceland?',
          options: [
            { is: 'Reglugerð (ESB) 2016/679', en: 'Regulation (EU) 2016/679' },
            { is: 'Reglugerð (ESB) nr. 376/2014', en: 'Regulation (EU) No 376/2014' },
            { is: 'Framkvæmdarreglugerð (ESB) 2019/947', en: 'Implementing Regulation (EU) 2019/947', correct: true },
            { is: 'Framseld reglugerð (ESB) 2019/945', en: 'Delegated Regulation (EU) 2019/945' },
          ],
        },
        {
          is: 'Í hvaða þrjá flokka skiptist starfræksla dróna samkvæmt evrópsku reglunum?',
          en: 'Into which three categories are drone operations divided under the European rules?',
          options: [
            { is: 'Opinn flokk, sérstakan flokk og vottaðan flokk', en: 'The open, specific and certified categories', correct: true },
            { is: 'Undirflokka A1, A2 og A3', en: 'Subcategories A1, A2 and A3' },
            { is: 'Tómstundaflokk, atvinnuflokk og ríkisflokk', en: 'Recreational, commercial and state categories' },
            { is: 'Léttan, meðalþungan og þungan flokk', en: 'Light, medium and heavy categories' },
          ],
        },
        {
          is: 'Hver er hámarksflugtaksmassi dróna sem flogið er í opna flokknum?',
          en: 'What is the maximum take-off mass of a drone flown in the open category?',
          options: [
            { is: 'Minna en 4 kg', en: 'Less than 4 kg' },
            { is: 'Minna en 900 g', en: 'Less than 900 g' },
            { is: 'Minna en 150 kg', en: 'Less than 150 kg' },
            { is: 'Minna en 25 kg', en: 'Less than 25 kg', correct: true },
          ],
        },
        {
          is: 'Hvenær þarf rekstraraðili dróna sem býr á Íslandi að skrá sig hjá Samgöngustofu?',
          en: 'When must a drone operator who lives in Iceland register with Samgöngustofa?',
          options: [
            { is: 'Aðeins þegar dróninn er notaður í atvinnuskyni', en: 'Only when the drone is used commercially' },
            { is: 'Þegar dróninn vegur 250 g eða meira, eða er með myndavél eða annan skynjara sem getur safnað persónuupplýsingum (nema hann sé leikfang)', en: 'When the drone weighs 250 g or more, or carries a camera or another sensor able to capture personal data (unless it is a toy)', correct: true },
            { is: 'Aðeins þegar dróninn vegur meira en 4 kg', en: 'Only when the drone weighs more than 4 kg' },
            { is: 'Aldrei, ef eingöngu er flogið í tómstundaskyni', en: 'Never, if flying only for leisure' },
          ],
        },
        {
          is: 'Hver er lágmarksaldur fjarflugmanna í opna flokknum samkvæmt reglugerð (ESB) 2019/947?',
          en: 'What is the minimum age for remote pilots in the open category under Regulation (EU) 2019/947?',
          options: [
            { is: '14 ár', en: '14 years' },
            { is: '18 ár', en: '18 years' },
            { is: '16 ár, en ríki geta ákveðið lægri aldur', en: '16 years, although states may set a lower age', correct: true },
            { is: '20 ár', en: '20 years' },
          ],
        },
        {
          is: 'Hvað gildir um flutning hættulegs varnings og sleppingu hluta úr dróna í opna flokknum?',
          en: 'What applies to carrying dangerous goods and dropping objects from a drone in the open category?',
          options: [
            { is: 'Hvort tveggja er bannað', en: 'Both are prohibited', correct: true },
            { is: 'Hvort tveggja er leyft ef flogið er fjarri fólki', en: 'Both are allowed when flying far from people' },
            { is: 'Heimilt er að sleppa hlutum en ekki að flytja hættulegan varning', en: 'Dropping objects is allowed, but carrying dangerous goods is not' },
            { is: 'Heimilt er að flytja hættulegan varning ef hann vegur minna en 250 g', en: 'Dangerous goods may be carried if they weigh less than 250 g' },
          ],
        },
      ],
    },
    {
      title: 'Mannleg geta og takmörk',
      titleEnglish: 'Human performance limitations',
      minimumRequiredQuestions: 4,
      questions: [
        {
          is: 'Hvað gildir um áfengi, lyf og vímuefni þegar dróna er flogið?',
          en: 'What applies to alcohol, medicines and drugs when flying a drone?',
          options: [
            { is: 'Leyfilegt er að fljúga eftir einn drykk ef dróninn vegur minna en 250 g', en: 'Flying after one drink is allowed if the drone weighs less than 250 g' },
            { is: 'Fjarflugmaður má ekki fljúga undir áhrifum áfengis eða vímuefna, né þegar lyf, veikindi eða þreyta skerða hæfni hans', en: 'The remote pilot must not fly under the influence of alcohol or psychoactive substances, nor when medicines, illness or fatigue impair their ability', correct: true },
            { is: 'Reglurnar gilda aðeins um flug í atvinnuskyni', en: 'The rules apply only to commercial flights' },
            { is: 'Leyfilegt er að fljúga undir áhrifum ef athugandi stendur við hlið fjarflugmannsins', en: 'Flying under the influence is allowed if an observer stands next to the remote pilot' },
          ],
        },
        {
          is: 'Hvaða áhrif hefur þreyta á fjarflugmann?',
          en: 'How does fatigue affect a remote pilot?',
          options: [
            { is: 'Engin, ef flugið er stutt', en: 'None, if the flight is short' },
            { is: 'Hún eykur einbeitingu, því fjarflugmaðurinn veit af henni', en: 'It increases concentration, because the remote pilot is aware of it' },
            { is: 'Hún hefur aðeins áhrif á sjónina í myrkri', en: 'It only affects vision in the dark' },
            { is: 'Hún hægir á viðbrögðum og skerðir dómgreind og athygli, svo að fresta ætti flugi', en: 'It slows reactions and impairs judgement and attention, so the flight should be postponed', correct: true },
          ],
        },
        {
          is: 'Hvers vegna er erfitt að meta fjarlægð til dróna sem er langt frá fjarflugmanninum?',
          en: 'Why is it hard to judge the distance to a drone that is far away from the remote pilot?',
          options: [
            { is: 'Lítill hlutur í fjarska gefur fáar vísbendingar um fjarlægð og stefnu, svo hann getur verið nær hindrun eða lengra í burtu en virðist', en: 'A small object far away gives few clues about distance and heading, so it may be closer to an obstacle or further away than it seems', correct: true },
            { is: 'Vegna þess að skjárinn á fjarstýringunni sýnir alltaf ranga fjarlægð', en: 'Because the controller screen always shows the wrong distance' },
            { is: 'Það er ekki erfitt, því mannsaugað metur fjarlægðir í lofti nákvæmlega', en: 'It is not hard, because the human eye judges distances in the air precisely' },
            { is: 'Vegna þess að dróninn hægir sjálfkrafa á sér í mikilli fjarlægð', en: 'Because the drone automatically slows down at long range' },
          ],
        },
        {
          is: 'Hver er hættan við að horfa mikið á myndskjáinn á fjarstýringunni meðan á flugi stendur?',
          en: "What is the risk of looking at the controller's video screen a lot during the flight?",
          options: [
            { is: 'Rafhlaða fjarstýringarinnar tæmist hraðar', en: "The controller's battery drains faster" },
            { is: 'Engin, skjárinn sýnir allt sem fjarflugmaðurinn þarf að sjá', en: 'None; the screen shows everything the remote pilot needs to see' },
            { is: 'Fjarflugmaðurinn missir sjónar á drónanum og umhverfinu og sér síður önnur loftför, fólk og hindranir', en: 'The remote pilot loses sight of the drone and its surroundings and is less likely to see other aircraft, people and obstacles', correct: true },
            { is: 'Myndavélin hættir að taka upp', en: 'The camera stops recording' },
          ],
        },
        {
          is: 'Dróninn snýr framhliðinni að þér og flýgur í átt til þín. Hvað þarf að hafa í huga?',
          en: 'The drone is facing you and flying towards you. What must you keep in mind?',
          options: [
            { is: 'Hægri og vinstri eru eins frá þínu sjónarhorni og þegar dróninn snýr frá þér', en: 'Left and right look the same from your point of view as when the drone faces away from you' },
            { is: 'Frá þínu sjónarhorni virðast hliðarstýringar snúast við: ef þú stýrir til hægri fer dróninn til vinstri séð frá þér', en: 'From your point of view the side controls appear reversed: if you steer right, the drone moves to your left', correct: true },
            { is: 'Dróninn stöðvast sjálfkrafa þegar hann snýr að fjarflugmanninum', en: 'The drone stops automatically when it faces the remote pilot' },
            { is: 'Hæðarstýringin snýst við', en: 'The height control is reversed' },
          ],
        },
        {
          is: 'Viðskiptavinur þrýstir á þig að fljúga þótt vindur sé meiri en dróninn ræður við. Hvað gerir þú?',
          en: 'A client pressures you to fly even though the wind is stronger than the drone can handle. What do you do?',
          options: [
            { is: 'Flýgur, því viðskiptavinurinn ber ábyrgð á fluginu', en: 'Fly, because the client is responsible for the flight' },
            { is: 'Flýgur lágt og hratt til að ljúka verkinu sem fyrst', en: 'Fly low and fast to finish the job as quickly as possible' },
            { is: 'Flýgur en slekkur á viðvörunum í appinu', en: 'Fly, but switch off the warnings in the app' },
            { is: 'Frestar fluginu, því fjarflugmaðurinn ber ábyrgð á öryggi flugsins og á ekki að láta undan þrýstingi', en: 'Postpone the flight, because the remote pilot is responsible for its safety and should not give in to pressure', correct: true },
          ],
        },
      ],
    },
    {
      title: 'Verklag við flug',
      titleEnglish: 'Operational procedures',
      minimumRequiredQuestions: 4,
      questions: [
        {
          is: 'Hvað af eftirfarandi á fjarflugmaður að gera fyrir flug?',
          en: 'Which of the following should the remote pilot do before a flight?',
          options: [
            { is: 'Athuga aðeins hvort rafhlaðan sé fullhlaðin', en: 'Only check that the battery is fully charged' },
            { is: 'Treysta á að appið stöðvi flugið ef eitthvað er að', en: 'Rely on the app to stop the flight if anything is wrong' },
            { is: 'Kanna veður, takmarkanir á svæðinu, hindranir og fólk á staðnum og ganga úr skugga um að dróninn sé í flughæfu ástandi', en: 'Check the weather, restrictions in the area, obstacles and people on site, and make sure the drone is fit to fly', correct: true },
            { is: 'Ekkert, ef sami dróni var notaður daginn áður', en: 'Nothing, if the same drone was used the day before' },
          ],
        },
        {
          is: 'Hvers vegna á að stilla flughæð heimflugsaðgerðar (return to home) fyrir flug?',
          en: 'Why should the return-to-home height be set before the flight?',
          options: [
            { is: 'Svo að dróninn fljúgi yfir hæstu hindranir á leiðinni heim, til dæmis tré og byggingar', en: 'So that the drone flies above the highest obstacles on the way back, for example trees and buildings', correct: true },
            { is: 'Svo að dróninn spari rafhlöðuna með því að fljúga sem lægst', en: 'So that the drone saves battery by flying as low as possible' },
            { is: 'Svo að dróninn geti flogið hærra en 120 m á heimleið', en: 'So that the drone can fly higher than 120 m on the way back' },
            { is: 'Það skiptir ekki máli, því dróninn forðast alltaf allar hindranir sjálfur', en: 'It does not matter, because the drone always avoids every obstacle by itself' },
          ],
        },
        {
          is: 'Appið segir að heimapunktur (home point) hafi ekki verið skráður. Hvað gerir þú?',
          en: 'The app says the home point has not been recorded. What do you do?',
          options: [
            { is: 'Tekur strax á loft, því heimapunkturinn skráist á leiðinni', en: 'Take off at once, because the home point will be recorded on the way' },
            { is: 'Slekkur á staðsetningarkerfinu (GNSS) til að flýta fyrir', en: 'Switch off satellite positioning (GNSS) to speed things up' },
            { is: 'Flýgur án heimapunkts og treystir á heimflugsaðgerðina', en: 'Fly without a home point and rely on return-to-home' },
            { is: 'Bíður með flugtak þar til dróninn hefur nægilegt gervihnattasamband og heimapunkturinn er skráður', en: 'Wait to take off until the drone has enough satellite reception and the home point is recorded', correct: true },
          ],
        },
        {
          is: 'Þú flýgur dróna í flokki C1 í undirflokki A1 og óviðkomandi fólk gengur óvænt inn undir flugleið hans. Hvað gerir þú?',
          en: 'You are flying a class C1 drone in subcategory A1 and uninvolved people unexpectedly walk under its flight path. What do you do?',
          options: [
            { is: 'Heldur áfram, því flug yfir fólk er alltaf leyft í A1', en: 'Carry on, because flying over people is always allowed in A1' },
            { is: 'Færir drónann frá fólkinu og styttir eins og kostur er þann tíma sem hann er yfir því', en: 'Move the drone away from the people and keep the time over them as short as possible', correct: true },
            { is: 'Lækkar flugið niður fyrir 10 m yfir fólkinu', en: 'Descend below 10 m above the people' },
            { is: 'Sveimar yfir fólkinu þar til það fer', en: 'Hover over the people until they leave' },
          ],
        },
        {
          is: 'Hvað gildir um athuganda ómannaða loftfarsins (UA-athuganda) í opna flokknum?',
          en: 'What applies to an unmanned aircraft observer (UA observer) in the open category?',
          options: [
            { is: 'Hann stendur við hlið fjarflugmannsins, fylgist með drónanum með berum augum og lætur fjarflugmanninn vita af hættum', en: 'They stand next to the remote pilot, watch the drone with the naked eye and warn the remote pilot of hazards', correct: true },
            { is: 'Hann má standa langt frá fjarflugmanninum svo að fljúga megi út fyrir sjónlínu fjarflugmannsins', en: "They may stand far from the remote pilot so that the drone can be flown beyond the remote pilot's visual line of sight" },
            { is: 'Hann má nota sjónauka til að fylgjast með drónanum í nokkurra kílómetra fjarlægð', en: 'They may use binoculars to follow the drone several kilometres away' },
            { is: 'Hann tekur við allri ábyrgð á fluginu af fjarflugmanninum', en: 'They take over all responsibility for the flight from the remote pilot' },
          ],
        },
        {
          is: 'Dróni lendir á manneskju sem slasast alvarlega. Hvað á að gera?',
          en: 'A drone hits a person, who is seriously injured. What must be done?',
          options: [
            { is: 'Ekkert þarf að tilkynna ef dróninn var í opna flokknum', en: 'Nothing needs to be reported if the drone was in the open category' },
            { is: 'Aðeins þarf að láta tryggingafélagið vita', en: 'Only the insurance company needs to be informed' },
            { is: 'Kalla eftir aðstoð (112) og tilkynna atvikið til Samgöngustofu samkvæmt reglum um tilkynningu atvika, reglugerð (ESB) nr. 376/2014', en: 'Call for help (112) and report the occurrence to Samgöngustofa under the occurrence reporting rules, Regulation (EU) No 376/2014', correct: true },
            { is: 'Aðeins þarf að tilkynna atvikið ef dróninn skemmdist', en: 'The occurrence only needs to be reported if the drone was damaged' },
          ],
        },
      ],
    },
    {
      title: 'Almenn þekking á drónum',
      titleEnglish: 'UAS general knowledge',
      minimumRequiredQuestions: 4,
      questions: [
        {
          is: 'Hvað einkennir dróna í flokki C0?',
          en: 'What characterises a class C0 drone?',
          options: [
            { is: 'Hámarksflugtaksmassi undir 900 g', en: 'A maximum take-off mass below 900 g' },
            { is: 'Hámarksflugtaksmassi undir 4 kg og lághraðastilling', en: 'A maximum take-off mass below 4 kg and a low-speed mode' },
            { is: 'Hann má aðeins nota innandyra', en: 'It may only be used indoors' },
            { is: 'Hámarksflugtaksmassi undir 250 g, að meðtöldum farmi', en: 'A maximum take-off mass below 250 g, including payload', correct: true },
          ],
        },
        {
          is: 'Hvað gerir landfræðileg vitund (geo-awareness) dróna?',
          en: "What does a drone's geo-awareness function do?",
          options: [
            { is: 'Hún varar fjarflugmanninn við þegar dróninn nálgast mörk landfræðilegs svæðis, en fjarflugmaðurinn ber áfram ábyrgð á að virða takmarkanir', en: 'It warns the remote pilot when the drone approaches the limits of a geographical zone, but the remote pilot remains responsible for respecting the restrictions', correct: true },
            { is: 'Hún tryggir að dróninn geti aldrei flogið inn á bannsvæði, svo fjarflugmaðurinn þarf ekki að kynna sér svæðin', en: 'It guarantees that the drone can never fly into a prohibited zone, so the remote pilot need not check the zones' },
            { is: 'Hún flýgur drónanum sjálfkrafa heim þegar rafhlaðan er að tæmast', en: 'It flies the drone home automatically when the battery runs low' },
            { is: 'Hún kortleggur landslag fyrir myndvinnslu', en: 'It maps the terrain for photo processing' },
          ],
        },
        {
          is: 'Hvað gerir bein fjarauðkenning (direct remote identification)?',
          en: 'What does direct remote identification do?',
          options: [
            { is: 'Hún kemur í veg fyrir að aðrir geti tekið stjórn á drónanum', en: 'It prevents others from taking control of the drone' },
            { is: 'Hún skráir flugið í flugdagbók rekstraraðilans', en: "It records the flight in the operator's logbook" },
            { is: 'Hún sendir út, meðan á flugi stendur, upplýsingar á borð við skráningarnúmer rekstraraðila og staðsetningu drónans svo að hægt sé að bera kennsl á hann', en: "During flight it broadcasts information such as the operator's registration number and the drone's position, so that the drone can be identified", correct: true },
            { is: 'Hún kveikir á ljósum drónans í myrkri', en: "It switches on the drone's lights in the dark" },
          ],
        },
        {
          is: 'Hvað getur gerst ef dróninn missir gervihnattasamband (GNSS) á flugi?',
          en: 'What may happen if the drone loses satellite positioning (GNSS) in flight?',
          options: [
            { is: 'Dróninn lendir alltaf strax þar sem hann er', en: 'The drone always lands immediately where it is' },
            { is: 'Dróninn getur farið í ATTI-ham, þar sem hann heldur jafnvægi en ekki staðsetningu, og rekið undan vindi; þá þarf fjarflugmaðurinn að stýra honum handvirkt', en: 'The drone may switch to attitude (ATTI) mode, in which it stays level but does not hold its position, and drift with the wind; the remote pilot must then fly it manually', correct: true },
            { is: 'Ekkert, dróninn notar áfram staðsetningu fjarstýringarinnar', en: "Nothing; the drone keeps using the controller's position" },
            { is: 'Dróninn hækkar sig sjálfkrafa upp í 120 m', en: 'The drone automatically climbs to 120 m' },
          ],
        },
        {
          is: 'Liþíumrafhlaða drónans er farin að bólgna. Hvað gerir þú?',
          en: "The drone's lithium battery has started to swell. What do you do?",
          options: [
            { is: 'Notar hana áfram en hleður hana aðeins til hálfs', en: 'Keep using it but only charge it halfway' },
            { is: 'Þrýstir henni aftur í rétt form og notar hana áfram', en: 'Press it back into shape and keep using it' },
            { is: 'Geymir hana fullhlaðna í bílnum þar til hún jafnar sig', en: 'Store it fully charged in the car until it recovers' },
            { is: 'Hættir að nota hana og fargar henni á öruggan hátt, til dæmis á móttökustöð fyrir spilliefni', en: 'Stop using it and dispose of it safely, for example at a collection point for hazardous waste', correct: true },
          ],
        },
        {
          is: 'Í hvaða undirflokki opna flokksins má fljúga dróna í flokki C3?',
          en: 'In which subcategory of the open category may a class C3 drone be flown?',
          options: [
            { is: 'Aðeins í A3', en: 'Only in A3', correct: true },
            { is: 'Í A1 og A3', en: 'In A1 and A3' },
            { is: 'Í A2 og A3', en: 'In A2 and A3' },
            { is: 'Í öllum undirflokkum', en: 'In all subcategories' },
          ],
        },
      ],
    },
    {
      title: 'Persónuvernd',
      titleEnglish: 'Privacy and data protection',
      minimumRequiredQuestions: 4,
      questions: [
        {
          is: 'Hvenær teljast myndir eða myndskeið úr dróna vera persónuupplýsingar?',
          en: 'When are drone photos or videos considered personal data?',
          options: [
            { is: 'Aldrei, því þær eru teknar úr lofti', en: 'Never, because they are taken from the air' },
            { is: 'Þegar hægt er að bera kennsl á einstaklinga, beint eða óbeint, til dæmis af andliti, bílnúmeri eða heimili', en: 'When individuals can be identified, directly or indirectly, for example from a face, a licence plate or a home', correct: true },
            { is: 'Aðeins þegar myndirnar eru seldar', en: 'Only when the images are sold' },
            { is: 'Aðeins þegar myndað er að næturlagi', en: 'Only when filming at night' },
          ],
        },
        {
          is: 'Hvaða reglur gilda á Íslandi um vinnslu persónuupplýsinga, til dæmis myndefnis af fólki?',
          en: 'Which rules govern the processing of personal data, such as footage of people, in Iceland?',
          options: [
            { is: 'Eingöngu framkvæmdarreglugerð (ESB) 2019/947', en: 'Only Implementing Regulation (EU) 2019/947' },
            { is: 'Engar reglur gilda um myndefni sem tekið er á almannafæri', en: 'No rules apply to footage taken in public places' },
            { is: 'Almenna persónuverndarreglugerðin (ESB) 2016/679 (GDPR) og lög nr. 90/2018 um persónuvernd og vinnslu persónuupplýsinga', en: 'The General Data Protection Regulation (EU) 2016/679 (GDPR) and Act No. 90/2018 on Data Protection and the Processing of Personal Data', correct: true },
            { is: 'Eingöngu skilmálar framleiðanda drónans', en: "Only the drone manufacturer's terms of use" },
          ],
        },
        {
          is: 'Hvaða stofnun hefur eftirlit með persónuvernd á Íslandi?',
          en: 'Which authority supervises data protection in Iceland?',
          options: [
            { is: 'Persónuvernd', en: 'Persónuvernd (the Icelandic Data Protection Authority)', correct: true },
            { is: 'Samgöngustofa', en: 'Samgöngustofa (the Icelandic Transport Authority)' },
            { is: 'Fjarskiptastofa', en: 'Fjarskiptastofa (the Electronic Communications Office of Iceland)' },
            { is: 'Ríkislögreglustjóri', en: 'The National Commissioner of the Icelandic Police' },
          ],
        },
        {
          is: 'Þú ætlar að fljúga dróna með myndavél nálægt íbúðarhúsum. Hvað ættir þú að gera til að virða friðhelgi einkalífs?',
          en: 'You plan to fly a camera drone near houses. What should you do to respect privacy?',
          options: [
            { is: 'Taka upp allt svæðið í hámarksupplausn til öryggis', en: 'Record the whole area at maximum resolution, just in case' },
            { is: 'Fljúga lágt við glugga svo að myndirnar verði skýrar', en: 'Fly low by windows so that the images are sharp' },
            { is: 'Ekkert sérstakt, því persónuvernd á ekki við um dróna', en: 'Nothing in particular, because data protection does not apply to drones' },
            { is: 'Forðast að mynda fólk og einkasvæði að óþörfu, láta fólk vita af fluginu ef hægt er og beina myndavélinni aðeins að því sem verkefnið krefst', en: 'Avoid filming people and private spaces unnecessarily, tell people about the flight where possible and point the camera only at what the task requires', correct: true },
          ],
        },
        {
          is: 'Þú vilt birta myndband á netinu þar sem þekkjanlegt fólk sést. Hvað er rétt?',
          en: 'You want to publish a video online in which identifiable people appear. What is correct?',
          options: [
            { is: 'Allt sem tekið er upp á almannafæri má birta án takmarkana', en: 'Anything filmed in a public place may be published without restriction' },
            { is: 'Þú þarft heimild til birtingarinnar, til dæmis samþykki, eða að gera fólkið óþekkjanlegt, til dæmis með því að gera andlit óskýr', en: 'You need a legal basis for publishing, such as consent, or you must make the people unidentifiable, for example by blurring faces', correct: true },
            { is: 'Nóg er að taka fram í myndbandinu að það sé tekið með dróna', en: 'It is enough to state in the video that it was filmed with a drone' },
            { is: 'Birting er alltaf heimil ef myndbandið er ekki selt', en: 'Publishing is always allowed if the video is not sold' },
          ],
        },
        {
          is: 'Hvað felst í meginreglunni um lágmörkun gagna þegar dróni er notaður?',
          en: 'What does the principle of data minimisation mean when using a drone?',
          options: [
            { is: 'Að geyma allt myndefni eins lengi og hægt er', en: 'Keeping all footage for as long as possible' },
            { is: 'Að nota alltaf minnstu mögulegu myndupplausn', en: 'Always using the lowest possible image resolution' },
            { is: 'Að safna aðeins þeim upplýsingum sem tilgangur flugsins krefst og eyða því sem ekki þarf að geyma', en: 'Collecting only the data the purpose of the flight requires and deleting what does not need to be kept', correct: true },
            { is: 'Að deila myndefni aðeins með fáum vinum', en: 'Sharing footage with only a few friends' },
          ],
        },
      ],
    },
    {
      title: 'Vátryggingar',
      titleEnglish: 'Insurance',
      minimumRequiredQuestions: 4,
      questions: [
        {
          is: 'Hvaða Evrópureglugerð setur kröfur um vátryggingar flugrekenda og umráðenda loftfara, þar á meðal þyngri dróna?',
          en: 'Which European regulation sets insurance requirements for air carriers and aircraft operators, including heavier drones?',
          options: [
            { is: 'Reglugerð (EB) nr. 785/2004', en: 'Regulation (EC) No 785/2004', correct: true },
            { is: 'Reglugerð (ESB) 2016/679', en: 'Regulation (EU) 2016/679' },
            { is: 'Reglugerð (ESB) nr. 376/2014', en: 'Regulation (EU) No 376/2014' },
            { is: 'Framseld reglugerð (ESB) 2019/945', en: 'Delegated Regulation (EU) 2019/945' },
          ],
        },
        {
          is: 'Frá hvaða massa gerir reglugerð (EB) nr. 785/2004 kröfu um ábyrgðartryggingu gagnvart þriðja aðila fyrir dróna?',
          en: 'From what mass does Regulation (EC) No 785/2004 require third-party liability insurance for a drone?',
          options: [
            { is: '250 g hámarksflugtaksmassa', en: '250 g maximum take-off mass' },
            { is: '4 kg hámarksflugtaksmassa', en: '4 kg maximum take-off mass' },
            { is: '900 g hámarksflugtaksmassa', en: '900 g maximum take-off mass' },
            { is: '20 kg hámarksflugtaksmassa', en: '20 kg maximum take-off mass', correct: true },
          ],
        },
        {
          is: 'Hvað gildir um vátryggingu dróna sem eru léttari en 20 kg?',
          en: 'What applies to insuring drones lighter than 20 kg?',
          options: [
            { is: 'Aldrei er hægt að vátryggja svo létta dróna', en: 'Such light drones can never be insured' },
            { is: 'Landsreglur geta krafist vátryggingar og því þarf að kynna sér reglur hvers lands; ábyrgðartrygging er alltaf skynsamleg', en: 'National rules may require insurance, so the rules of each country must be checked; liability insurance is always sensible', correct: true },
            { is: 'Vátrygging er bönnuð fyrir dróna í opna flokknum', en: 'Insurance is prohibited for drones in the open category' },
            { is: 'Framleiðandinn ber alltaf ábyrgð á tjóni sem þeir valda', en: 'The manufacturer is always liable for any damage they cause' },
          ],
        },
        {
          is: 'Hvað bætir ábyrgðartrygging gagnvart þriðja aðila?',
          en: 'What does third-party liability insurance cover?',
          options: [
            { is: 'Skemmdir á drónanum sjálfum', en: 'Damage to the drone itself' },
            { is: 'Sektir fyrir brot á flugreglum', en: 'Fines for breaking aviation rules' },
            { is: 'Tjón sem dróninn veldur öðrum, til dæmis á fólki eða eignum', en: 'Damage the drone causes to others, for example to people or property', correct: true },
            { is: 'Kostnað við að taka hæfnispróf að nýju', en: 'The cost of retaking the competency exam' },
          ],
        },
        {
          is: 'Nær heimilistrygging alltaf yfir tjón sem dróni veldur?',
          en: 'Does home insurance always cover damage caused by a drone?',
          options: [
            { is: 'Ekki endilega; skoða þarf skilmálana, því margar tryggingar undanskilja tjón af völdum loftfara', en: 'Not necessarily; check the terms, because many policies exclude damage caused by aircraft', correct: true },
            { is: 'Já, alltaf', en: 'Yes, always' },
            { is: 'Já, ef dróninn vegur minna en 25 kg', en: 'Yes, if the drone weighs less than 25 kg' },
            { is: 'Já, ef rekstraraðilinn er skráður', en: 'Yes, if the operator is registered' },
          ],
        },
        {
          is: 'Þú ætlar að fljúga dróna í öðru Evrópulandi. Hvað átt þú að gera varðandi vátryggingar?',
          en: 'You plan to fly a drone in another European country. What should you do about insurance?',
          options: [
            { is: 'Ekkert, því íslensk skráning kemur í stað vátryggingar', en: 'Nothing, because Icelandic registration replaces insurance' },
            { is: 'Ekkert, því vátryggingarreglur eru eins í öllum löndum', en: 'Nothing, because insurance rules are the same in every country' },
            { is: 'Kaupa vátryggingu aðeins ef dróninn er í flokki C0', en: 'Buy insurance only if the drone is class C0' },
            { is: 'Kynna þér vátryggingarkröfur þess lands og ganga úr skugga um að tryggingin gildi þar', en: "Check that country's insurance requirements and make sure your insurance is valid there", correct: true },
          ],
        },
      ],
    },
    {
      title: 'Flugvernd',
      titleEnglish: 'Security',
      minimumRequiredQuestions: 4,
      questions: [
        {
          is: 'Hvað er átt við með flugvernd þegar drónar eiga í hlut?',
          en: 'What does security mean where drones are concerned?',
          options: [
            { is: 'Að forðast slys vegna bilana og mistaka', en: 'Avoiding accidents caused by failures and mistakes' },
            { is: 'Að vátryggja dróna gegn tjóni', en: 'Insuring the drone against damage' },
            { is: 'Varnir gegn vísvitandi ólögmætum athöfnum, svo sem þjófnaði, misnotkun eða tölvuárásum á dróna og kerfi hans', en: 'Protection against deliberate unlawful acts, such as theft, misuse or cyber attacks on the drone and its systems', correct: true },
            { is: 'Að fljúga aðeins í góðu veðri', en: 'Flying only in good weather' },
          ],
        },
        {
          is: 'Hvaðan á að sækja hugbúnaðaruppfærslur fyrir dróna og fjarstýringu?',
          en: 'Where should software updates for the drone and controller come from?',
          options: [
            { is: 'Eingöngu frá opinberum uppsprettum framleiðandans', en: "Only from the manufacturer's official sources", correct: true },
            { is: 'Frá hvaða vefsíðu sem býður breyttan hugbúnað sem fjarlægir hæðartakmörk', en: 'From any website offering modified software that removes height limits' },
            { is: 'Frá öðrum drónaflugmönnum á samfélagsmiðlum', en: 'From other drone pilots on social media' },
            { is: 'Best er að uppfæra aldrei', en: 'It is best never to update' },
          ],
        },
        {
          is: 'Hvernig er best að koma í veg fyrir að aðrir noti drónann þinn í leyfisleysi?',
          en: 'What is the best way to prevent others from using your drone without permission?',
          options: [
            { is: 'Skilja hann eftir í bílnum svo að hann sé alltaf tilbúinn', en: 'Leave it in the car so that it is always ready' },
            { is: 'Deila lykilorðinu að appinu með vinum', en: 'Share the app password with friends' },
            { is: 'Fjarlægja skráningarnúmerið af drónanum', en: 'Remove the registration number from the drone' },
            { is: 'Geyma drónann og rafhlöðurnar á öruggum stað, vernda aðganga með sterkum lykilorðum og tilkynna lögreglu ef honum er stolið', en: 'Keep the drone and batteries in a secure place, protect accounts with strong passwords and report it to the police if it is stolen', correct: true },
          ],
        },
        {
          is: 'Hvað gildir um flug nálægt mikilvægum innviðum, svo sem virkjunum, fangelsum eða stjórnarbyggingum?',
          en: 'What applies to flying near critical infrastructure such as power plants, prisons or government buildings?',
          options: [
            { is: 'Það er alltaf leyfilegt undir 50 m hæð', en: 'It is always allowed below 50 m' },
            { is: 'Slíkir staðir eru oft innan landfræðilegra svæða með takmörkunum og þar má aðeins fljúga ef skilyrði svæðisins leyfa það', en: "Such sites are often inside restricted geographical zones, and you may only fly there if the zone's conditions allow it", correct: true },
            { is: 'Það er leyfilegt ef dróninn er ekki með myndavél', en: 'It is allowed if the drone has no camera' },
            { is: 'Það er leyfilegt um helgar', en: 'It is allowed at weekends' },
          ],
        },
        {
          is: 'Má rekstraraðili slökkva á fjarauðkenningu drónans eða eiga við hana?',
          en: "May the operator switch off or tamper with the drone's remote identification?",
          options: [
            { is: 'Já, ef eingöngu er flogið í tómstundaskyni', en: 'Yes, if flying only for leisure' },
            { is: 'Já, ef flogið er fjarri fólki', en: 'Yes, if flying far from people' },
            { is: 'Nei, rekstraraðili á að tryggja að fjarauðkenning sé virk og með réttum upplýsingum', en: 'No, the operator must make sure that remote identification is active and up to date', correct: true },
            { is: 'Já, ef hann lætur Samgöngustofu vita eftir á', en: 'Yes, if the operator informs Samgöngustofa afterwards' },
          ],
        },
        {
          is: 'Þú sérð dróna á flugi við flugvöll eða annan viðkvæman stað og grunar að flugið sé ólöglegt. Hvað gerir þú?',
          en: 'You see a drone flying near an airport or another sensitive site and suspect the flight is unlawful. What do you do?',
          options: [
            { is: 'Lætur lögreglu vita, til dæmis í síma 112', en: 'Inform the police, for example by calling 112', correct: true },
            { is: 'Reynir að trufla drónann með eigin fjarstýringu', en: 'Try to jam the drone with your own controller' },
            { is: 'Sendir þinn eigin dróna á loft til að elta hann', en: 'Launch your own drone to chase it' },
            { is: 'Gerir ekkert, því það kemur þér ekki við', en: 'Do nothing, because it is none of your business' },
          ],
        },
      ],
    },
  ],
};
